import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  JOB_FILTERS,
  type JobFilter,
  noRankingsMessage,
  RANKING_TYPES,
  type RankingType,
  RANKINGS_MESSAGES,
  RANKINGS_RETRY_MS,
  RANKINGS_SEARCH_DEBOUNCE_MS,
  RANKINGS_SEARCH_MAX,
} from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { useAvatarTemplates } from '../api/get-avatar-templates';
import { useRankings } from '../api/get-rankings';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatNumber } from '../lib/format-number';
import { changeFilters, filtersFromParams, paramsFromFilters, type RankingsFilters } from '../lib/rankings-filters';
import { RankingsPagination } from './rankings-pagination';
import { RankingsTable } from './rankings-table';
import './rankings.css';

const TAB_LABELS: Record<RankingType, string> = { level: 'Level', fame: 'Fame' };
const jobLabel = (job: JobFilter) => (job === 'all' ? 'All jobs' : job);

/** SPEC §2 /rankings: Level and Fame tabs, job filter, debounced search, pagination; state in the address. */
export function RankingsView() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText, RANKINGS_SEARCH_DEBOUNCE_MS);
  const rankings = useRankings(filters);
  const avatarTemplates = useAvatarTemplates().data ?? [];
  const ids = { job: useId(), search: useId(), tabs: useId() };

  const update = (change: Partial<RankingsFilters>) => {
    // Typing replaces the history entry; tabs, filters and pages can be gone back through.
    setParams(paramsFromFilters(changeFilters(filters, change)), { replace: change.search !== undefined });
  };

  // The search is sent 500 ms after the last keystroke (SPEC §7).
  useEffect(() => {
    const search = debouncedSearch.trim();
    if (search !== filters.search) update({ search });
    // Only a new debounced text triggers this; `filters` is the address at that moment.
  }, [debouncedSearch]);

  // Back and forward change the address: the box follows it.
  useEffect(() => {
    if (filters.search !== debouncedSearch.trim()) setSearchText(filters.search);
  }, [filters.search]);

  // SPEC §4: after a failure, try again by itself every 5 s (the Retry button does it at once).
  const { isError, errorUpdatedAt, refetch } = rankings;
  useEffect(() => {
    if (!isError) return undefined;
    const timer = setTimeout(() => void refetch(), RANKINGS_RETRY_MS);
    return () => clearTimeout(timer);
  }, [isError, errorUpdatedAt, refetch]);

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = RANKING_TYPES[(RANKING_TYPES.indexOf(filters.type) + 1) % RANKING_TYPES.length];
    update({ type: next });
    document.getElementById(`${ids.tabs}-${next}`)?.focus();
  }

  const data = rankings.data;
  const caption = `${TAB_LABELS[filters.type]} rankings, ${jobLabel(filters.jobType)}${filters.search ? `, names matching "${filters.search}"` : ''}, page ${filters.page}`;

  return (
    <section className="card rankings" aria-labelledby={`${ids.tabs}-heading`}>
      <h2 id={`${ids.tabs}-heading`} className="visually-hidden">
        Rankings
      </h2>
      <div className="rankings__tabs" role="tablist" aria-label="Ranking type" onKeyDown={onTabKeyDown}>
        {RANKING_TYPES.map((type) => (
          <button
            key={type}
            id={`${ids.tabs}-${type}`}
            type="button"
            role="tab"
            className="rankings__tab"
            aria-selected={filters.type === type}
            aria-controls={`${ids.tabs}-panel`}
            tabIndex={filters.type === type ? 0 : -1}
            onClick={() => update({ type })}
          >
            {TAB_LABELS[type]}
          </button>
        ))}
      </div>

      <div id={`${ids.tabs}-panel`} role="tabpanel" aria-labelledby={`${ids.tabs}-${filters.type}`} className="rankings__panel">
        <div className="rankings__filters">
          <div className="form__field rankings__field">
            <label htmlFor={ids.job}>Job</label>
            <select id={ids.job} value={filters.jobType} onChange={(event) => update({ jobType: event.target.value as JobFilter })}>
              {JOB_FILTERS.map((job) => (
                <option key={job} value={job}>
                  {jobLabel(job)}
                </option>
              ))}
            </select>
          </div>
          <div className="form__field rankings__field rankings__field--search">
            <label htmlFor={ids.search}>Search a character</label>
            <input
              id={ids.search}
              type="search"
              value={searchText}
              maxLength={RANKINGS_SEARCH_MAX}
              placeholder="Character name"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
        </div>

        {rankings.isError ? (
          <div className="rankings__error" role="alert">
            <p>{RANKINGS_MESSAGES.loadFailed}</p>
            <p className="meta">Trying again in {RANKINGS_RETRY_MS / 1000} seconds.</p>
            <button type="button" className="button button--secondary" onClick={() => void rankings.refetch()} disabled={rankings.isFetching}>
              Retry
            </button>
          </div>
        ) : !data ? (
          <Loading label="Loading rankings..." />
        ) : data.rankings.length === 0 ? (
          <p className="rankings__empty" role="status">
            {data.pagination.total > 0 ? `There is no page ${formatNumber(filters.page)}.` : noRankingsMessage(filters.search)}
          </p>
        ) : (
          <div className="rankings__results" aria-busy={rankings.isPlaceholderData}>
            <p className="rankings__summary meta" role="status">
              {formatNumber(data.pagination.total)} characters · page {formatNumber(data.pagination.currentPage)} of {formatNumber(data.pagination.totalPages)}
            </p>
            <RankingsTable entries={data.rankings} type={filters.type} avatarTemplates={avatarTemplates} caption={caption} />
          </div>
        )}

        {data && !rankings.isError ? <RankingsPagination page={filters.page} totalPages={data.pagination.totalPages} onPage={(page) => update({ page })} /> : null}
      </div>
    </section>
  );
}
