import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';

/** The staff navigation's compact search: goes to /dashboard/players?q=. */
export function PlayerSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(`${paths.staffPlayers}?${new URLSearchParams({ q })}`);
    setText('');
  }

  return (
    <form className="staff-search-box" role="search" aria-label="Player search" onSubmit={search}>
      {/* A labelled field (the shared input look) whose label only screen readers need: the placeholder says it. */}
      <div className="form__field staff-search-box__field">
        <label htmlFor="staff-search-box" className="visually-hidden">
          Find a player
        </label>
        <input
          id="staff-search-box"
          type="search"
          placeholder="Find a player"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" size="small">
        Go
      </Button>
    </form>
  );
}
