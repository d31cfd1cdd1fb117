import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeFilters,
  characterRankingType,
  filtersFromParams,
  paramsFromFilters,
  RANKINGS_TABS,
  type RankingsFilters,
  type RankingsTab,
} from '../lib/rankings-filters';
import { Tabs } from '../../../components/ui/tabs';
import { CharacterRankings } from './character-rankings';
import { GuildRankings } from './guild-rankings';
import './rankings.css';

const TAB_LABELS: Record<RankingsTab, string> = { level: 'Level', fame: 'Fame', guild: 'Guild' };

/** SPEC §2 /rankings: Level, Fame and Guild tabs, each with its own panel; the state lives in the address. */
export function RankingsView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const headingId = useId();
  const characterType = characterRankingType(filters.type);

  const update = (change: Partial<RankingsFilters>) => {
    // Typing replaces the history entry; tabs, filters and pages can be gone back through.
    setParams(paramsFromFilters(changeFilters(filters, change)), { replace: change.search !== undefined });
  };

  // Only the selected tab's panel has content: the others would load rankings nobody sees.
  const panel = characterType ? (
    <CharacterRankings
      filters={{ ...filters, type: characterType }}
      tabLabel={TAB_LABELS[characterType]}
      onChange={update}
    />
  ) : (
    <GuildRankings page={filters.page} onPage={(page) => update({ page })} />
  );
  const items = RANKINGS_TABS.map((type) => ({
    id: type,
    label: TAB_LABELS[type],
    content: type === filters.type ? panel : null,
  }));

  return (
    <section className="card rankings" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Rankings
      </h2>
      <Tabs
        className="rankings__tabs"
        items={items}
        label="Ranking type"
        selectedId={filters.type}
        onSelect={(type) => update({ type })}
      />
    </section>
  );
}
