import { cacheKey } from './public-answers';

describe('cacheKey', () => {
  it('leaves out the cache buster and does not depend on the order of the query', () => {
    expect(cacheKey({ path: '/api/rankings', query: { page: '2', type: 'fame', _t: '123' } })).toBe(
      '/api/rankings?page=2&type=fame',
    );
    expect(cacheKey({ path: '/api/rankings', query: { type: 'fame', _t: '999', page: '2' } })).toBe(
      '/api/rankings?page=2&type=fame',
    );
    expect(cacheKey({ path: '/api/news', query: { _t: '1' } })).toBe('/api/news');
  });

  it('keeps apart queries that differ, even by encoding tricks', () => {
    expect(cacheKey({ path: '/api/rankings', query: { search: 'a&page=3' } })).not.toBe(
      cacheKey({ path: '/api/rankings', query: { search: 'a', page: '3' } }),
    );
    expect(cacheKey({ path: '/api/rankings', query: { page: '1' } })).not.toBe(
      cacheKey({ path: '/api/rankings', query: { page: '2' } }),
    );
  });
});
