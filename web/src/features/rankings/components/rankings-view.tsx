import { useId, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeFilters, characterRankingType, filtersFromParams, paramsFromFilters, RANKINGS_TABS, type RankingsFilters, type RankingsTab } from '../lib/rankings-filters';
import { CharacterRankings } from './character-rankings';
import { GuildRankings } from './guild-rankings';
import './rankings.css';

const TAB_LABELS: Record<RankingsTab, string> = { level: 'Level', fame: 'Fame', guild: 'Guild' };

/** SPEC §2 /rankings: Level, Fame and Guild tabs, each with its own panel; the state lives in the address. */
export function RankingsView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const tabsId = useId();
  const characterType = characterRankingType(filters.type);

  const update = (change: Partial<RankingsFilters>) => {
    // Typing replaces the history entry; tabs, filters and pages can be gone back through.
    setParams(paramsFromFilters(changeFilters(filters, change)), { replace: change.search !== undefined });
  };

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : RANKINGS_TABS.length - 1;
    const next = RANKINGS_TABS[(RANKINGS_TABS.indexOf(filters.type) + step) % RANKINGS_TABS.length];
    update({ type: next });
    document.getElementById(`${tabsId}-${next}`)?.focus();
  }

  return (
    <section className="card rankings" aria-labelledby={`${tabsId}-heading`}>
      <h2 id={`${tabsId}-heading`} className="visually-hidden">
        Rankings
      </h2>
      <div className="rankings__tabs" role="tablist" aria-label="Ranking type" onKeyDown={onTabKeyDown}>
        {RANKINGS_TABS.map((type) => (
          <button
            key={type}
            id={`${tabsId}-${type}`}
            type="button"
            role="tab"
            className="rankings__tab"
            aria-selected={filters.type === type}
            aria-controls={`${tabsId}-panel`}
            tabIndex={filters.type === type ? 0 : -1}
            onClick={() => update({ type })}
          >
            {TAB_LABELS[type]}
          </button>
        ))}
      </div>

      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${filters.type}`} className="rankings__panel">
        {characterType ? (
          <CharacterRankings filters={{ ...filters, type: characterType }} tabLabel={TAB_LABELS[characterType]} onChange={update} />
        ) : (
          <GuildRankings page={filters.page} onPage={(page) => update({ page })} />
        )}
      </div>
    </section>
  );
}
