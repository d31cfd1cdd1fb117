import type { GameWornItems } from '@henesys/game';
import type { DataSource } from 'typeorm';
import { RankingsQueryService } from './rankings.query';

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

/** A page's worn items come from the game once per character, then from memory for a minute. */
describe('rankings pages: worn items', () => {
  const database = { query: async () => [row(1, 1), row(2, 2), row(3, 3)] } as unknown as DataSource;

  it('asks the game only for characters it has not seen, and keeps characters that wear nothing', async () => {
    const asked: number[][] = [];
    const worn = {
      forCharacters: async (ids: number[]) => {
        asked.push(ids);
        return new Map(ids.filter((id) => id !== 3).map((id) => [id, [1002000 + id, 1302000]]));
      },
    } as unknown as GameWornItems;
    const rankings = new RankingsQueryService(database, worn);
    const first = await rankings.page({});
    const second = await rankings.page({});
    expect(asked).toEqual([[1, 2, 3]]);
    expect(first.rankings.map((entry) => entry.items)).toEqual(['1002001,1302000', '1002002,1302000', '']);
    expect(second).toEqual(first);
  });

  it('answers without items while the game database fails, and does not keep that as an answer', async () => {
    let failing = true;
    const worn = {
      forCharacters: async (ids: number[]) => {
        if (failing) throw new Error('ECONNREFUSED');
        return new Map(ids.map((id) => [id, [1002000]]));
      },
    } as unknown as GameWornItems;
    const rankings = new RankingsQueryService(database, worn);
    expect((await rankings.page({})).rankings.map((entry) => entry.items)).toEqual(['', '', '']);
    failing = false;
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 11_000);
    expect((await rankings.page({})).rankings.map((entry) => entry.items)).toEqual(['1002000', '1002000', '1002000']);
    jest.restoreAllMocks();
  });
});
