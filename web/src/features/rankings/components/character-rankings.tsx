import { useEffect, useEffectEvent, useId, useState } from 'react';
import {
  JOB_FILTERS,
  type JobFilter,
  noRankingsMessage,
  RANKINGS_MESSAGES,
  RANKINGS_SEARCH_MAX,
} from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { formatNumber, plural } from '../../../lib/format';
import { useAvatarTemplates } from '../api/get-avatar-templates';
import { type CharacterRankingsFilters, useRankings } from '../api/get-rankings';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { RankingsFilters } from '../lib/rankings-filters';
import { RankingsError } from './rankings-error';
import { RankingsPagination } from './rankings-pagination';
import { RankingsTable } from './rankings-table';
import { RANKINGS_SEARCH_DEBOUNCE_MS } from '../../../config/ui-timings';
import { SelectField } from '../../../components/ui/select-field';

const jobLabel = (job: JobFilter) => (job === 'all' ? 'All jobs' : job);
const JOB_OPTIONS = JOB_FILTERS.map((job) => [job, jobLabel(job)] as const);

interface Props {
  filters: CharacterRankingsFilters;
  tabLabel: string;
  onChange: (change: Partial<RankingsFilters>) => void;
}

/** The Level and Fame tabs (SPEC §2): job filter, debounced name search, one page of characters, pagination. */
export function CharacterRankings({ filters, tabLabel, onChange }: Props) {
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText, RANKINGS_SEARCH_DEBOUNCE_MS);
  const rankings = useRankings(filters);
  const avatarTemplates = useAvatarTemplates().data ?? [];
  const ids = { job: useId(), search: useId() };

  // The search is sent 500 ms after the last keystroke (SPEC §7). Only a new debounced text triggers this:
  // an effect event reads `filters` (the address at that moment) and `onChange` without watching them.
  const sendSearch = useEffectEvent((search: string) => {
    if (search !== filters.search) onChange({ search });
  });
  useEffect(() => sendSearch(debouncedSearch.trim()), [debouncedSearch]);

  // Back and forward change the address: the box follows it. Compared with the debounced text, not the box,
  // so keys typed while our own search reaches the address are kept.
  const followAddress = useEffectEvent((search: string) => {
    if (search !== debouncedSearch.trim()) setSearchText(search);
  });
  useEffect(() => followAddress(filters.search), [filters.search]);

  const data = rankings.data;
  const caption = `${tabLabel} rankings, ${jobLabel(filters.jobType)}${filters.search ? `, names matching "${filters.search}"` : ''}, page ${filters.page}`;

  return (
    <>
      <div className="rankings__filters">
        <SelectField
          id={ids.job}
          label="Job"
          fieldClassName="rankings__field"
          value={filters.jobType}
          onChange={(event) => onChange({ jobType: event.target.value as JobFilter })}
          options={JOB_OPTIONS}
        />
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
        <RankingsError message={RANKINGS_MESSAGES.loadFailed} query={rankings} />
      ) : !data ? (
        <Loading label="Loading rankings..." />
      ) : data.rankings.length === 0 ? (
        <p className="rankings__empty" role="status">
          {data.pagination.total > 0
            ? `There is no page ${formatNumber(filters.page)}.`
            : noRankingsMessage(filters.search)}
        </p>
      ) : (
        <div className="rankings__results" aria-busy={rankings.isPlaceholderData}>
          <p className="rankings__summary meta" role="status">
            {plural(data.pagination.total, 'character')} · page {formatNumber(data.pagination.page)} of{' '}
            {formatNumber(data.pagination.pages)}
          </p>
          <RankingsTable
            entries={data.rankings}
            type={filters.type}
            avatarTemplates={avatarTemplates}
            caption={caption}
          />
        </div>
      )}

      {data && !rankings.isError ? (
        <RankingsPagination
          page={filters.page}
          totalPages={data.pagination.pages}
          onPage={(page) => onChange({ page })}
        />
      ) : null}
    </>
  );
}
