import {
  levelBandLabel,
  levelRange,
  libraryFiltersFromParams,
  libraryListRequest,
  paramsFromLibraryFilters,
  DEFAULT_LIBRARY_FILTERS,
} from './library-filters';

const read = (query: string) => libraryFiltersFromParams(new URLSearchParams(query));

describe('library page address', () => {
  it('reads the search, the tab and its filters, falling back to Equips, every slot, job and level, page 1', () => {
    expect(read('')).toEqual(DEFAULT_LIBRARY_FILTERS);
    expect(read('q=%20snail%20&tab=monsters&level=30-39&page=2')).toEqual({
      ...DEFAULT_LIBRARY_FILTERS,
      q: 'snail',
      tab: 'monsters',
      level: '30-39',
      page: 2,
    });
    expect(read('slot=Longcoat')).toEqual({ ...DEFAULT_LIBRARY_FILTERS, slot: 'Longcoat' });
    expect(read('tab=pets&slot=Wing&job=Pirate&level=1-500&page=0')).toEqual({
      ...DEFAULT_LIBRARY_FILTERS,
      job: 'Pirate',
    });
  });

  it('writes only what differs from the default and what the tab uses', () => {
    expect(paramsFromLibraryFilters(DEFAULT_LIBRARY_FILTERS).toString()).toBe('');
    expect(
      paramsFromLibraryFilters({ ...DEFAULT_LIBRARY_FILTERS, slot: 'Weapon', job: 'Thief', level: '30-39' }).toString(),
    ).toBe('slot=Weapon&job=Thief&level=30-39');
    expect(
      paramsFromLibraryFilters({
        ...DEFAULT_LIBRARY_FILTERS,
        tab: 'maps',
        slot: 'Weapon',
        region: ' Victoria Road ',
      }).toString(),
    ).toBe('tab=maps&region=Victoria+Road');
    expect(paramsFromLibraryFilters({ ...DEFAULT_LIBRARY_FILTERS, q: 'potion', page: 3 }).toString()).toBe(
      'q=potion&page=3',
    );
  });

  it('turns a level band into a range and a label', () => {
    expect(levelRange('100-119')).toEqual([100, 119]);
    expect(levelRange('')).toBeNull();
    expect([levelBandLabel('10-19'), levelBandLabel('')]).toEqual(['Level 10–19', 'Every level']);
  });

  it('builds the API request of each tab', () => {
    expect(
      libraryListRequest({ ...DEFAULT_LIBRARY_FILTERS, slot: 'Weapon', job: 'Thief', level: '30-39', page: 2 }),
    ).toEqual({
      path: '/library/items',
      params: { kind: 'equip', slot: 'Weapon', minLevel: 30, maxLevel: 39, job: 'Thief', page: 2, limit: 20 },
    });
    expect(libraryListRequest({ ...DEFAULT_LIBRARY_FILTERS, tab: 'use', slot: 'Weapon' })).toEqual({
      path: '/library/items',
      params: { kind: 'use', page: 1, limit: 20 },
    });
    expect(libraryListRequest({ ...DEFAULT_LIBRARY_FILTERS, tab: 'monsters', level: '0-9' })).toEqual({
      path: '/library/monsters',
      params: { minLevel: 0, maxLevel: 9, page: 1, limit: 20 },
    });
    expect(libraryListRequest({ ...DEFAULT_LIBRARY_FILTERS, tab: 'maps', region: 'Hidden Street' })).toEqual({
      path: '/library/maps',
      params: { region: 'Hidden Street', page: 1, limit: 20 },
    });
    expect(libraryListRequest({ ...DEFAULT_LIBRARY_FILTERS, tab: 'npcs' }).path).toBe('/library/npcs');
  });
});
