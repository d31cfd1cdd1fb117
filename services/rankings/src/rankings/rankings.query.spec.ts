import type { GameWornItems } from '@henesys/game';
import type { DataSource } from 'typeorm';
import { RankingsQueryService } from './rankings.query';
import { WORN_ITEMS_CACHE_MS, WORN_ITEMS_KEEP_MS } from './worn-items.cache';

const row = (id: number, rank: number) => ({
  total: 3,
  character_id: id,
  rank,
  name: `Hero${id}`,
  level: 100,
  exp: '1',
  fame: 0,
  job: 112,
  guild: null,
  gender: 0,
  skin_color: 0,
  face: 20000,
  hair: 30000,
});

/** A page's worn items come from the game once per character, then from memory (refreshed behind the page after a minute). */
describe('rankings pages: worn items', () => {
  const database = { query: async () => [row(1, 1), row(2, 2), row(3, 3)] } as unknown as DataSource;

  /** Rankings over a fake game database answering `answer`; `asked` records each read's character ids. */
  function withGame(answer: (ids: number[]) => Map<number, number[]>) {
    const asked: number[][] = [];
    const worn = {
      forCharacters: async (ids: number[]) => {
        asked.push(ids);
        return answer(ids);
      },
    } as unknown as GameWornItems;
    const rankings = new RankingsQueryService(database, worn);
    const items = async () => (await rankings.page({})).rankings.map((entry) => entry.items);
    return { asked, rankings, items };
  }
  const afterBackgroundRead = () => new Promise((resolve) => setImmediate(resolve));

  afterEach(() => jest.restoreAllMocks());

  it('asks the game only for characters it has not seen, and keeps characters that wear nothing', async () => {
    const { asked, rankings } = withGame(
      (ids) => new Map(ids.filter((id) => id !== 3).map((id) => [id, [1002000 + id, 1302000]])),
    );
    const first = await rankings.page({});
    const second = await rankings.page({});
    expect(asked).toEqual([[1, 2, 3]]);
    expect(first.rankings.map((entry) => entry.items)).toEqual(['1002001,1302000', '1002002,1302000', '']);
    expect(second).toEqual(first);
  });

  it('answers without items while the game database fails, and does not keep that as an answer', async () => {
    let failing = true;
    const { items } = withGame((ids) => {
      if (failing) throw new Error('ECONNREFUSED');
      return new Map(ids.map((id) => [id, [1002000]]));
    });
    expect(await items()).toEqual(['', '', '']);
    failing = false;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    expect(await items()).toEqual(['1002000', '1002000', '1002000']);
  });

  it('shows items older than a minute at once and refreshes them behind the page, in one read', async () => {
    let version = 1;
    const { asked, items } = withGame((ids) => new Map(ids.map((id) => [id, [1002000 + version]])));
    expect(await items()).toEqual(['1002001', '1002001', '1002001']);
    version = 2;
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + WORN_ITEMS_CACHE_MS + 1);
    expect(await items()).toEqual(['1002001', '1002001', '1002001']);
    await afterBackgroundRead();
    expect(asked).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(await items()).toEqual(['1002002', '1002002', '1002002']);
    expect(asked).toHaveLength(2);
    jest.spyOn(Date, 'now').mockReturnValue(now + WORN_ITEMS_CACHE_MS + WORN_ITEMS_KEEP_MS + 2);
    version = 3;
    expect(await items()).toEqual(['1002003', '1002003', '1002003']);
    expect(asked).toHaveLength(3);
  });

  it('keeps showing items it has while the game database cannot refresh them', async () => {
    let failing = false;
    const { items } = withGame((ids) => {
      if (failing) throw new Error('ECONNREFUSED');
      return new Map(ids.map((id) => [id, [1002000]]));
    });
    expect(await items()).toEqual(['1002000', '1002000', '1002000']);
    failing = true;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + WORN_ITEMS_CACHE_MS + 1);
    expect(await items()).toEqual(['1002000', '1002000', '1002000']);
    await afterBackgroundRead();
    expect(await items()).toEqual(['1002000', '1002000', '1002000']);
  });
});
