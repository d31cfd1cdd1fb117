import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Input } from '../../../components/ui/input';
import { Tabs } from '../../../components/ui/tabs';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import {
  DEFAULT_LIBRARY_FILTERS,
  LIBRARY_TABS,
  libraryFiltersFromParams,
  paramsFromLibraryFilters,
  type LibraryFilters,
} from '../lib/library-filters';
import { LibraryBrowse } from './library-browse';
import { LibrarySearchResults } from './library-search-results';
import './library.css';

/** Typing waits this long before the search is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * /library: one search over items, monsters, maps and NPCs (results grouped by kind), else the browse
 * tabs (Equips by slot, level and job; Use, Set-up, Etc, Cash; Monsters by level; Maps by region; NPCs).
 */
export function LibraryView() {
  const [params, setParams] = useSearchParams();
  const filters = libraryFiltersFromParams(params);
  const ids = { heading: useId(), search: useId() };
  const [searchText, setSearchText] = useState(filters.q);
  const q = useDebouncedValue(filters.q, SEARCH_DELAY_MS);

  // Back and forward change the address: the box follows it.
  useEffect(() => setSearchText((current) => (current.trim() === filters.q ? current : filters.q)), [filters.q]);

  // Typing replaces the history entry; tabs, filters and pages can be gone back through.
  const update = (change: Partial<LibraryFilters>, replace = false) =>
    setParams(paramsFromLibraryFilters({ ...filters, page: 1, ...change }), { replace });

  return (
    <section className="card library" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>The Library</h2>
      <form className="library__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <Input
          id={ids.search}
          label="Search the library"
          type="search"
          value={searchText}
          placeholder="An item, a monster, a map or an NPC"
          autoComplete="off"
          onChange={(event) => {
            setSearchText(event.target.value);
            update({ q: event.target.value }, true);
          }}
        />
      </form>
      {filters.q && q ? (
        <LibrarySearchResults q={q} />
      ) : (
        <Tabs
          label="Browse the library"
          className="library__tabs"
          items={LIBRARY_TABS.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content:
              tab.id === filters.tab ? (
                <LibraryBrowse filters={filters} onChange={(change, replace) => update(change, replace)} />
              ) : null,
          }))}
          selectedId={filters.tab}
          onSelect={(tab) => update({ ...DEFAULT_LIBRARY_FILTERS, tab })}
        />
      )}
    </section>
  );
}
