import { useEffect, useId, useState } from 'react';
import { EmptyState } from '../../../components/ui/list-state';
import { Input } from '../../../components/ui/input';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { Toolbar } from '../../../components/ui/toolbar';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { plural } from '../../../lib/format';
import { useLibraryList } from '../api/get-library-list';
import {
  EQUIP_JOBS,
  EQUIP_SLOTS,
  LEVEL_BANDS,
  levelBandLabel,
  libraryListRequest,
  type LibraryFilters,
} from '../lib/library-filters';
import { LIBRARY_PAGE_MESSAGES } from '../lib/messages';
import { EntryList } from './entry-link';
import { LibraryError, NotImported } from './library-state';

interface Props {
  filters: LibraryFilters;
  onChange: (change: Partial<LibraryFilters>, replace?: boolean) => void;
}

const REGION_DELAY_MS = 300;
const options = (every: string, values: readonly string[], label: (value: string) => string = (value) => value) => [
  ['', every] as const,
  ...values.map((value) => [value, label(value)] as const),
];

/** One browse tab: its filters, then a page of its entries. */
export function LibraryBrowse({ filters, onChange }: Props) {
  const region = useDebouncedValue(filters.region, REGION_DELAY_MS);
  const list = useLibraryList(libraryListRequest({ ...filters, region }));
  const tab = filters.tab;

  return (
    <div className="library-browse">
      {tab === 'equip' || tab === 'monsters' || tab === 'maps' ? (
        <Toolbar className="library-filters">
          {tab === 'equip' ? (
            <>
              <Filter
                label="Slot"
                value={filters.slot}
                options={[['', 'Every slot'], ...EQUIP_SLOTS]}
                onChange={(slot) => onChange({ slot })}
              />
              <LevelFilter filters={filters} onChange={onChange} />
              <Filter
                label="Job"
                value={filters.job}
                options={options('Every job', EQUIP_JOBS)}
                onChange={(job) => onChange({ job })}
              />
            </>
          ) : tab === 'monsters' ? (
            <LevelFilter filters={filters} onChange={onChange} />
          ) : (
            <RegionFilter value={filters.region} onChange={(value) => onChange({ region: value }, true)} />
          )}
        </Toolbar>
      ) : null}

      {list.isPending ? (
        <Loading label="Loading the library..." />
      ) : list.isError ? (
        <LibraryError message={LIBRARY_PAGE_MESSAGES.listFailed} onRetry={() => void list.refetch()} />
      ) : !list.data.imported ? (
        <NotImported />
      ) : (
        <>
          <p className="meta library__count" role="status">
            {plural(list.data.pagination.total, 'entry', 'entries')}
            {list.data.pagination.pages > 1
              ? `, page ${list.data.pagination.page} of ${list.data.pagination.pages}`
              : ''}
          </p>
          {list.data.entries.length === 0 ? (
            <EmptyState>{LIBRARY_PAGE_MESSAGES.emptyList}</EmptyState>
          ) : (
            <EntryList label="Library entries" entries={list.data.entries} />
          )}
          {list.data.pagination.pages > 1 ? (
            <Pagination
              label="Library pages"
              className="library-pager"
              page={list.data.pagination.page}
              totalPages={list.data.pagination.pages}
              disabled={list.isPlaceholderData}
              onPage={(page) => onChange({ page })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function Filter({
  label,
  value,
  options: choices,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={choices}
      fieldClassName="library-filter"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function LevelFilter({ filters, onChange }: Props) {
  return (
    <Filter
      label="Level"
      value={filters.level}
      options={options('Every level', LEVEL_BANDS, levelBandLabel)}
      onChange={(level) => onChange({ level })}
    />
  );
}

/** The region (street) of maps, as typed: the list follows after a short pause. */
function RegionFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // Back and forward change the address: the box follows it, unless it already shows that region.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  return (
    <Input
      id={id}
      label="Region"
      type="search"
      value={text}
      placeholder="Victoria Road, Hidden Street..."
      autoComplete="off"
      fieldClassName="library-filter"
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
