import {
  changeFilters,
  characterRankingType,
  DEFAULT_FILTERS,
  filtersFromParams,
  paramsFromFilters,
} from './rankings-filters';

describe('rankings filters in the address', () => {
  it('reads every filter', () => {
    expect(filtersFromParams(new URLSearchParams('type=fame&job=Aran&search=%20Maple%20&page=3'))).toEqual({
      type: 'fame',
      jobType: 'Aran',
      search: 'Maple',
      page: 3,
    });
  });

  it('reads the guild tab', () => {
    expect(filtersFromParams(new URLSearchParams('type=guild&page=2'))).toEqual({
      ...DEFAULT_FILTERS,
      type: 'guild',
      page: 2,
    });
    expect(characterRankingType('guild')).toBeNull();
    expect(characterRankingType('fame')).toBe('fame');
  });

  it('falls back to the defaults for unknown or malformed values', () => {
    expect(filtersFromParams(new URLSearchParams('type=speed&job=warrior&page=-2'))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(filtersFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('cuts a search to the longest character name', () => {
    expect(filtersFromParams(new URLSearchParams('search=abcdefghijklmnop')).search).toBe('abcdefghijkl');
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(paramsFromFilters({ type: 'fame', jobType: 'Thief', search: 'ka', page: 2 }).toString()).toBe(
      'type=fame&job=Thief&search=ka&page=2',
    );
  });

  it('goes back to page 1 when the tab, the job or the search changes, not when the page does', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { type: 'fame' }).page).toBe(1);
    expect(changeFilters(onPage4, { type: 'guild' }).page).toBe(1);
    expect(changeFilters(onPage4, { jobType: 'Pirate' }).page).toBe(1);
    expect(changeFilters(onPage4, { search: 'x' }).page).toBe(1);
    expect(changeFilters(onPage4, { page: 5 })).toEqual({ ...DEFAULT_FILTERS, page: 5 });
  });
});
