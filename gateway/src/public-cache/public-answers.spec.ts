import { gunzipSync } from 'node:zlib';
import { cacheKey, gzipAnswer } from './public-answers';

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

describe('gzipAnswer', () => {
  it('gzips small and large answers alike, both readable back', async () => {
    const small = Buffer.from(JSON.stringify({ rankings: [{ name: 'Hero', level: 200 }] }));
    const large = Buffer.from(JSON.stringify(Array.from({ length: 5_000 }, (_, id) => ({ id, name: `Skill ${id}` }))));
    expect(large.length).toBeGreaterThan(64 * 1024);
    for (const json of [small, large]) {
      const gzipped = await gzipAnswer(json);
      expect(gzipped.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      expect(gunzipSync(gzipped)).toEqual(json);
    }
  });
});
