import { TtlCache } from './rankings-page.cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('answers identical keys from one load while it is fresh, and loads again after', async () => {
    const cache = new TtlCache<number>(5_000, 10, clock);
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get('a', load)).toBe(1);
    now += 4_999;
    expect(await cache.get('a', load)).toBe(1);
    now += 1;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('shares one load between callers that arrive together', async () => {
    const cache = new TtlCache<string>(5_000, 10, clock);
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const answers = Promise.all([cache.get('page', load), cache.get('page', load), cache.get('page', load)]);
    release('rows');
    expect(await answers).toEqual(['rows', 'rows', 'rows']);
    expect(loads).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = new TtlCache<string>(5_000, 10, clock);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await Promise.resolve();
    expect(await cache.get('a', async () => 'fine')).toBe('fine');
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = new TtlCache<string>(5_000, 2, clock);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets everything on clear, and caches nothing with a time of 0', async () => {
    const cache = new TtlCache<number>(5_000, 10, clock);
    await cache.get('a', async () => 1);
    cache.clear();
    expect(await cache.get('a', async () => 2)).toBe(2);
    const off = new TtlCache<number>(0, 10, clock);
    await off.get('a', async () => 1);
    expect(await off.get('a', async () => 2)).toBe(2);
    expect(off.size).toBe(0);
  });
});
