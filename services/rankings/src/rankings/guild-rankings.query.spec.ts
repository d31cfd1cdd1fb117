import type { GameGuild, GameGuildRankings } from '@henesys/game';
import { guildPage, GuildRankingsService } from './guild-rankings.query';

const guild = (id: number): GameGuild => ({
  id,
  name: `Guild${id}`,
  gp: 1000 - id,
  leader: id === 3 ? null : `Leader${id}`,
  members: id,
});
const guilds = Array.from({ length: 23 }, (_, index) => guild(index + 1));

describe('guild rankings', () => {
  it('cuts a page from the ranked list, ranks counting from the first guild', () => {
    const page = guildPage(guilds, 3, 10);
    expect(page.guilds.map((entry) => entry.rank)).toEqual([21, 22, 23]);
    expect(page.guilds[0]).toEqual({ id: 21, rank: 21, name: 'Guild21', gp: 979, leader: 'Leader21', members: 21 });
    expect(page.pagination).toEqual({ total: 23, totalPages: 3, currentPage: 3, limit: 10 });
  });

  it('answers a page past the end, or no guild at all, with an empty list and the totals', () => {
    expect(guildPage(guilds, 4, 10)).toEqual({
      guilds: [],
      pagination: { total: 23, totalPages: 3, currentPage: 4, limit: 10 },
    });
    expect(guildPage([], 1, 10)).toEqual({
      guilds: [],
      pagination: { total: 0, totalPages: 0, currentPage: 1, limit: 10 },
    });
  });

  it('reads the game once for every page until it is cleared, and not a failure', async () => {
    let reads = 0;
    let failing = true;
    const source = {
      all: async () => {
        reads += 1;
        if (failing) throw new Error('ECONNREFUSED');
        return guilds;
      },
    } as unknown as GameGuildRankings;
    const service = new GuildRankingsService(source);
    await expect(service.page({})).rejects.toThrow('ECONNREFUSED');
    failing = false;
    expect((await service.page({})).guilds).toHaveLength(10);
    expect((await service.page({ page: 2, limit: 5 })).guilds.map((entry) => entry.rank)).toEqual([6, 7, 8, 9, 10]);
    expect(reads).toBe(2);
    service.clear();
    await service.page({});
    expect(reads).toBe(3);
  });
});
