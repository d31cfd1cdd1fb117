import { jobListSearch, paramsFromSkillsFilters, skillsFiltersFromParams } from './skills-filters';

const read = (query: string) => skillsFiltersFromParams(new URLSearchParams(query));

describe('skills page address', () => {
  it('reads the job, the search and the page, falling back to Beginner, no search, page 1', () => {
    expect(read('')).toEqual({ job: 0, search: '', page: 1 });
    expect(read('job=111&page=2')).toEqual({ job: 111, search: '', page: 2 });
    expect(read('job=777&page=-1')).toEqual({ job: 0, search: '', page: 1 });
    expect(read('job=1.5&page=x&search=%20slash%20')).toEqual({ job: 0, search: 'slash', page: 1 });
  });

  it('writes only what differs from the default, the job kept through a search', () => {
    expect(paramsFromSkillsFilters({ job: 0, search: '', page: 1 }).toString()).toBe('');
    expect(paramsFromSkillsFilters({ job: 2112, search: '', page: 2 }).toString()).toBe('job=2112&page=2');
    expect(paramsFromSkillsFilters({ job: 2112, search: ' combo ', page: 1 }).toString()).toBe('job=2112&search=combo');
    expect([jobListSearch(0), jobListSearch(110)]).toEqual(['', '?job=110']);
  });
});
