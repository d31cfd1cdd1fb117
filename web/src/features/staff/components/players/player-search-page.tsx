import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Toolbar } from '../../../../components/ui/toolbar';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { PLAYER_SEARCH_MIN } from '../../api/search-players';
import { StaffSection } from '../shared/staff-section';
import { PlayerResults } from './player-results';
import '../staff.css';

/** Wait this long after the last keystroke before searching. */
const SEARCH_DEBOUNCE_MS = 400;

/** /dashboard/players: one box finds a player by account or character name, e-mail, Discord name or IP (a prefix). */
export function PlayerSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // The address changed elsewhere (the navigation's search box, Back): the box follows it.
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);
  // A settled keystroke searches; q changing alone (Back) must not write the address back, so only `typed` is
  // watched: the effect event reads `q` and `setParams` (new with every address) without watching them.
  const searchTyped = useEffectEvent((words: string) => {
    if (words !== q) setParams(words ? { q: words } : {}, { replace: true });
  });
  useEffect(() => searchTyped(typed), [typed]);

  function search(event: FormEvent) {
    event.preventDefault();
    const words = text.trim();
    if (words !== q) setParams(words ? { q: words } : {});
  }

  return (
    <StaffSection title="Find a player">
      <form role="search" aria-label="Players" onSubmit={search}>
        <Toolbar>
          <Input
            id="player-search"
            label="Search"
            type="search"
            fieldClassName="staff-grow"
            placeholder="Account, character, e-mail, Discord name or IP"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </Toolbar>
      </form>
      {q.length >= PLAYER_SEARCH_MIN ? (
        <PlayerResults q={q} />
      ) : (
        <p className="meta">
          Type at least {PLAYER_SEARCH_MIN} characters: the start of a name, an e-mail or an address.
        </p>
      )}
    </StaffSection>
  );
}
