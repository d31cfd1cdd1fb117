import { CHARACTER_MESSAGES, JOB_FILTER_IDS, type RankingsQuery, type RankingsResponse } from '@henesys/contracts';
import { GameDatabase } from '@henesys/game';
import { createTestGameDatabase, refusal, startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../src/config/rankings-env';
import { rankingsModule } from '../src/rankings.module';
import { CharacterProfileService } from '../src/rankings/character-profile.query';
import { GuildRankingsService } from '../src/rankings/guild-rankings.query';
import { RankingRefreshScheduler } from '../src/rankings/ranking-refresh.scheduler';
import { RankingsQueryService } from '../src/rankings/rankings.query';
import { addCharacters, addItems } from './ranked-characters';

/** The demo world: 3,000 + the member's 3 + the in-game login's 1 + the GM, less demo0007's 3 characters and the GM. */
const DEMO_RANKED = 3001;
/** The pinned characters that are ranked: TopExp, TieFirst, TieSecond, FameLow, FameHigh, BanOver. */
const RANKED = DEMO_RANKED + 6;

/** The top character as a ranking entry and its page show it: its look drawn with the cash hat over the cap. */
const TOP_EXP = {
  name: 'TopExp',
  level: 250,
  exp: 500,
  fame: 0,
  job: 2112,
  jobName: 'Aran',
  guild: null,
  items: '1002186,1042003,1442000',
  gender: 1,
  face: 21001,
  hair: 31040,
  skincolor: 2,
};

const names = (body: RankingsResponse) => body.rankings.map((entry) => entry.name);
const ranks = (body: RankingsResponse) => body.rankings.map((entry) => entry.rank);

/**
 * The rankings' rules in this process against real PostgreSQL, Redis and a Cosmic game database with the
 * demo world, plus characters that pin ordering, ties, exclusions, guilds and worn items (the routes, their
 * caching headers and the game database down are in rankings.e2e-spec.ts; the query's validation messages
 * in libs/dto's rankings-query.dto.spec.ts): the snapshot's order, job filters, search, paging, the
 * character page, guild rankings, and the same queries on the site's own demo tables.
 */
describe('rankings (rankings module, Cosmic schema)', () => {
  let service: ServiceModuleUnderTest<RankingsEnv>;
  let game: GameDatabase;
  let ids: Map<string, number>;
  let get: (query: RankingsQuery) => Promise<RankingsResponse>;
  let refresh: () => Promise<{ characters: number; steps: Record<string, number> }>;
  let profile: (name: unknown) => ReturnType<CharacterProfileService['find']>;

  /** The first character of the demo's banned account demo0007. */
  const bannedDemoCharacter = async () =>
    (
      await game.rows<{ name: string }>(
        "SELECT c.`name` FROM characters c JOIN accounts a ON a.id = c.accountid WHERE a.`name` = 'demo0007' LIMIT 1",
      )
    )[0].name;

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'rankings_mod',
      envClass: RankingsEnv,
      module: rankingsModule,
      env: { RANKINGS_REFRESH_SECONDS: '3600' },
    });
    if (!service.game) throw new Error('no game database');
    game = service.game.db;
    const rankings = service.get(RankingsQueryService);
    get = (query) => rankings.page(query);
    const scheduler = service.get(RankingRefreshScheduler);
    refresh = () => scheduler.refreshNow();
    const profiles = service.get(CharacterProfileService);
    profile = (name) => profiles.find(name);

    await game.execute("INSERT INTO guilds (`name`) VALUES ('Mod Guild')");
    const [{ guildid }] = await game.rows<{ guildid: number }>("SELECT guildid FROM guilds WHERE `name` = 'Mod Guild'");
    ids = await addCharacters(
      game,
      [
        { name: 'rkplayers' },
        { name: 'rkbanned', banned: 1 },
        { name: 'rktempban', tempbanDays: 1 },
        { name: 'rkbanover', tempbanDays: -1 },
      ],
      [
        { account: 'rkplayers', name: 'TopExp', level: 250, exp: 500, job: 2112, ago: 3, look: [1, 2, 21001, 31040] },
        // Same level and exp: TieFirst got there first although it was created after TieSecond (a higher id).
        { account: 'rkplayers', name: 'TieSecond', level: 250, exp: 400, job: 112, ago: 1, guildid: 999_999 },
        { account: 'rkplayers', name: 'TieFirst', level: 250, exp: 400, job: 112, ago: 2, guildid },
        { account: 'rkplayers', name: 'FameLow', level: 10, fame: 90000, job: 100 },
        { account: 'rkplayers', name: 'FameHigh', level: 20, fame: 90000, job: 100, guildid },
        { account: 'rkplayers', name: 'CharGm', level: 254, job: 100, gm: 3 },
        { account: 'rkplayers', name: 'GmLevelOne', level: 254, job: 112, gm: 1 },
        { account: 'rkplayers', name: 'JobGm', level: 253, job: 900 },
        { account: 'rkplayers', name: 'JobSuperGm', level: 253, job: 910 },
        { account: 'rkbanned', name: 'Banned', level: 255, job: 112 },
        { account: 'rktempban', name: 'TempBanned', level: 252, job: 112 },
        { account: 'rkbanover', name: 'BanOver', level: 249, job: 0 },
      ],
    );
    // Guilds rank by GP, then name: 'Alpha Tie' (no members, its leader gone) before 'Mod Guild', then the demo guilds (GP 0).
    await game.execute('UPDATE guilds SET GP = 5000, leader = ? WHERE `name` = ?', [
      ids.get('TieFirst') as number,
      'Mod Guild',
    ]);
    await game.execute("INSERT INTO guilds (`name`, GP, leader) VALUES ('Alpha Tie', 5000, 99999999)");
    // TopExp wears a cap, a top and a weapon, and a cash hat over the cap; an item in its equip tab
    // (not worn) and one in storage are not drawn.
    await addItems(game, ids.get('TopExp') as number, [
      [1, -1, -1, 1002140],
      [1, -1, -5, 1042003],
      [1, -1, -11, 1442000],
      [1, -1, -101, 1002186],
      [1, 1, 3, 1302000],
      [2, -1, -7, 1072001],
    ]);
  }, 120_000);

  afterAll(async () => service?.close());

  it('rebuilds the snapshot in its steps, with the demo world and the pinned characters, GMs and banned left out', async () => {
    const result = await refresh();
    expect(result.characters).toBe(RANKED);
    expect(Object.keys(result.steps)).toEqual(['read', 'load', 'rank', 'index', 'vacuum', 'count', 'swap']);
  });

  it('draws the demo world’s cash hats over their regular caps', async () => {
    // The demo world's characters only: TopExp, pinned above, wears three items.
    const withItems = (await get({ limit: 50 })).rankings.filter((entry) => entry.items && !ids.has(entry.name));
    expect(withItems.length).toBeGreaterThan(40);
    const cashHat = withItems.filter((entry) => entry.items?.split(',').includes('1002186'));
    expect(cashHat.length).toBeGreaterThan(0);
    // The cash hat replaces the cap (slot 1): still five items, and no regular cap beside it.
    for (const entry of cashHat) {
      const items = entry.items?.split(',') ?? [];
      expect({
        name: entry.name,
        count: items.length,
        caps: items.filter((item) => /^10020[01]\d$/.test(item)),
      }).toEqual({ name: entry.name, count: 5, caps: [] });
    }
  });

  it('orders Level by level, then exp, then who reached it first (not by id), and Fame by fame, then level', async () => {
    expect(ids.get('TieFirst')).toBeGreaterThan(ids.get('TieSecond') as number);
    const level = await get({ type: 'level', limit: 4 });
    expect(names(level)).toEqual(['TopExp', 'TieFirst', 'TieSecond', 'BanOver']);
    expect(ranks(level)).toEqual([1, 2, 3, 4]);
    const fame = await get({ type: 'fame', limit: 2 });
    expect(names(fame)).toEqual(['FameHigh', 'FameLow']);
    expect(ranks(fame)).toEqual([1, 2]);
  });

  it('ranks within the job filter, by the job ids of each filter', async () => {
    const warriors = await get({ jobType: 'Warrior', limit: 50 });
    expect(names(warriors).slice(0, 2)).toEqual(['TieFirst', 'TieSecond']);
    expect(ranks(warriors)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(warriors.rankings.every((entry) => JOB_FILTER_IDS.Warrior.includes(entry.job))).toBe(true);
    expect((await get({ jobType: 'Aran', limit: 1 })).rankings[0]).toMatchObject({
      name: 'TopExp',
      rank: 1,
      job: 2112,
      jobName: 'Aran',
    });
    expect((await get({ jobType: 'Beginner', limit: 1 })).rankings[0]).toMatchObject({ name: 'BanOver', rank: 1 });
    expect(names(await get({ type: 'fame', jobType: 'Warrior', limit: 2 }))).toEqual(['FameHigh', 'FameLow']);
  });

  it('gives every character of a job filter the rank of its place in the overall order, level and fame alike', async () => {
    const rows: Array<{ family: string | null; characters: number; misplaced: number }> = await service
      .get(DataSource)
      .query(
        `SELECT family,
                count(*)::int AS characters,
                count(*) FILTER (WHERE level_family_rank IS DISTINCT FROM by_level OR fame_family_rank IS DISTINCT FROM by_fame)::int AS misplaced
         FROM (SELECT family, level_family_rank, fame_family_rank,
                      CASE WHEN family IS NOT NULL THEN row_number() OVER (PARTITION BY family ORDER BY level_rank) END AS by_level,
                      CASE WHEN family IS NOT NULL THEN row_number() OVER (PARTITION BY family ORDER BY fame_rank) END AS by_fame
               FROM rankings.ranked_characters) ranked
         GROUP BY family ORDER BY family`,
      );
    expect(rows.map((row) => row.family).filter(Boolean)).toEqual(Object.keys(JOB_FILTER_IDS).sort());
    expect(rows.every((row) => row.characters > 0 && row.misplaced === 0)).toBe(true);
  });

  it('splits the total over the eight job filters', async () => {
    const totals = await Promise.all(
      (Object.keys(JOB_FILTER_IDS) as Array<keyof typeof JOB_FILTER_IDS>).map(
        async (jobType) => (await get({ jobType, limit: 1 })).pagination.total,
      ),
    );
    expect(totals.every((total) => total > 0)).toBe(true);
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(RANKED);
  });

  it('leaves out GMs (a GM level on the character, or job 900/910) and banned accounts (for good, or a temporary ban still running)', async () => {
    const left = ['Henesys', 'CharGm', 'GmLevelOne', 'JobGm', 'JobSuperGm', 'Banned', 'TempBanned'];
    for (const name of [...left, await bannedDemoCharacter()]) {
      const found = names(await get({ search: name })).filter((match) => match.toLowerCase() === name.toLowerCase());
      expect({ name, found }).toEqual({ name, found: [] });
    }
    expect(names(await get({ search: 'BanOver' }))).toEqual(['BanOver']);
  });

  it('names the guild a character is in (none for guild 0 or a guild that no longer exists)', async () => {
    expect((await get({ search: 'TieFirst' })).rankings[0]).toMatchObject({ name: 'TieFirst', guild: 'Mod Guild' });
    expect((await get({ search: 'TieSecond' })).rankings[0]).toMatchObject({ name: 'TieSecond', guild: null });
    expect((await get({ search: 'BanOver' })).rankings[0]).toMatchObject({ name: 'BanOver', guild: null });
    expect((await get({ limit: 50 })).rankings.filter((entry) => entry.guild !== null).length).toBeGreaterThan(0);
  });

  it('searches names case-insensitively, keeping each character’s rank in the filter; one or two characters match the start', async () => {
    expect(await get({ search: 'tiesec' })).toMatchObject({
      rankings: [{ name: 'TieSecond', rank: 3 }],
      pagination: { total: 1, totalPages: 1 },
    });
    const tie = await get({ search: 'TIE', jobType: 'Warrior' });
    expect(tie.rankings.slice(0, 2)).toMatchObject([
      { name: 'TieFirst', rank: 1 },
      { name: 'TieSecond', rank: 2 },
    ]);
    expect(names(tie).every((name) => /tie/i.test(name))).toBe(true);
    const short = names(await get({ search: 'ti', limit: 50 }));
    expect(short).toEqual(expect.arrayContaining(['TieFirst', 'TieSecond']));
    expect(short.every((name) => name.toLowerCase().startsWith('ti'))).toBe(true);
  });

  it('answers no match with an empty list, LIKE wildcards taken literally', async () => {
    for (const search of ['zzzzqq', '%', '_']) {
      expect(await get({ search })).toEqual({
        rankings: [],
        pagination: { total: 0, totalPages: 0, currentPage: 1, limit: 10 },
      });
    }
  });

  it('pages by rank: a full page, the partial last page, and an empty page past the end with the totals', async () => {
    const pages = Math.ceil(RANKED / 50);
    const first = await get({ limit: 50 });
    expect(first.rankings).toHaveLength(50);
    expect(first.pagination).toEqual({ total: RANKED, totalPages: pages, currentPage: 1, limit: 50 });
    expect(ranks(await get({ limit: 50, page: pages }))).toEqual(
      Array.from({ length: RANKED - (pages - 1) * 50 }, (_, index) => (pages - 1) * 50 + index + 1),
    );
    expect(await get({ limit: 50, page: pages + 1 })).toEqual({
      rankings: [],
      pagination: { total: RANKED, totalPages: pages, currentPage: pages + 1, limit: 50 },
    });
    expect(ranks(await get({ page: 2 }))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('carries what an avatar renderer needs, the cash hat drawn over the cap, unless asked not to', async () => {
    expect((await get({ limit: 1 })).rankings[0]).toEqual({ id: ids.get('TopExp'), rank: 1, ...TOP_EXP });
    expect((await get({ search: 'TopExp' })).rankings[0]).toMatchObject({ items: TOP_EXP.items });
    expect((await get({ jobType: 'Aran', limit: 1 })).rankings[0]).toMatchObject({ items: TOP_EXP.items });
    // TieFirst wears nothing: an empty list.
    expect((await get({ search: 'TieFirst' })).rankings[0]).toMatchObject({ name: 'TieFirst', items: '' });
    const [bare] = (await get({ limit: 1, includeAvatarDetails: false })).rankings;
    expect(Object.keys(bare).sort()).toEqual(['exp', 'fame', 'guild', 'id', 'job', 'jobName', 'level', 'name', 'rank']);
  });

  it('finds a character page by name, case-insensitively: ranks, look and every worn item', async () => {
    expect(await profile('tOPeXP')).toEqual({
      id: ids.get('TopExp'),
      ...TOP_EXP,
      rank: 1,
      jobRank: 1,
      jobFamily: 'Aran',
      fameRank: expect.any(Number),
      equipment: [
        { slot: 1, itemId: 1002140, cash: false },
        { slot: 1, itemId: 1002186, cash: true },
        { slot: 5, itemId: 1042003, cash: false },
        { slot: 11, itemId: 1442000, cash: false },
      ],
    });
    expect(await profile('FameHigh')).toMatchObject({
      fameRank: 1,
      jobFamily: 'Warrior',
      guild: 'Mod Guild',
      equipment: [],
    });
  });

  it('refuses 404 "Character not found." for an unknown, GM or banned name, or one no character can have', async () => {
    const missing = ['Nobody', 'Henesys', 'CharGm', 'JobGm', 'Banned', 'TempBanned', 'x'.repeat(14), '%', 'Top%', 42];
    for (const name of [...missing, await bannedDemoCharacter()]) {
      expect({ name, refused: await refusal(profile(name)) }).toEqual({
        name,
        refused: { status: 404, message: CHARACTER_MESSAGES.notFound },
      });
    }
  });

  it('ranks guilds by GP, then name, with their leader and member count, paged', async () => {
    const guilds = service.get(GuildRankingsService);
    const body = await guilds.page({ limit: 50 });
    const [{ demoGuilds }] = await game.rows<{ demoGuilds: number }>(
      "SELECT COUNT(*) AS demoGuilds FROM guilds WHERE `name` NOT IN ('Mod Guild', 'Alpha Tie')",
    );
    expect(body.pagination).toEqual({ total: Number(demoGuilds) + 2, totalPages: 1, currentPage: 1, limit: 50 });
    expect(body.guilds.slice(0, 2)).toEqual([
      { id: expect.any(Number), rank: 1, name: 'Alpha Tie', leader: null, members: 0, gp: 5000 },
      { id: expect.any(Number), rank: 2, name: 'Mod Guild', leader: 'TieFirst', members: 2, gp: 5000 },
    ]);
    const rest = body.guilds.slice(2);
    expect(rest.map((guild) => guild.name)).toEqual(
      rest.map((guild) => guild.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(rest.every((guild) => guild.gp === 0 && guild.members > 0)).toBe(true);
    const page = await guilds.page({ limit: 2, page: 2 });
    expect(page.guilds.map((guild) => guild.rank)).toEqual([3, 4]);
    expect(page.guilds.map((guild) => guild.name)).toEqual(rest.slice(0, 2).map((guild) => guild.name));
  });

  it('shows a change in the game at the next rebuild, not before', async () => {
    await game.execute("UPDATE characters SET fame = 0 WHERE `name` = 'FameHigh'");
    expect(names(await get({ type: 'fame', limit: 1 }))).toEqual(['FameHigh']);
    await refresh();
    expect(names(await get({ type: 'fame', limit: 1 }))).toEqual(['FameLow']);
  });

  it('draws a page’s avatars from the snapshot: a changed item shows at the next rebuild; with the game database unreachable pages keep their items', async () => {
    const topExp = ids.get('TopExp') as number;
    const itemsOfTop = async () => (await get({ limit: 1 })).rankings[0].items;
    await refresh();
    expect(await itemsOfTop()).toBe(TOP_EXP.items);
    await game.execute('UPDATE inventoryitems SET itemid = 1002187 WHERE characterid = ? AND position = -101', [
      topExp,
    ]);
    expect(await itemsOfTop()).toBe(TOP_EXP.items);
    await refresh();
    const changed = '1002187,1042003,1442000';
    expect(await itemsOfTop()).toBe(changed);
    const unreachable = jest
      .spyOn(service.get(GameDatabase), 'withConnection')
      .mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:3306'));
    try {
      expect(await itemsOfTop()).toBe(changed);
      expect((await get({ search: 'TopExp' })).rankings[0].items).toBe(changed);
      expect(unreachable).not.toHaveBeenCalled();
      await expect(refresh()).rejects.toThrow();
      expect(await itemsOfTop()).toBe(changed);
    } finally {
      unreachable.mockRestore();
    }
  });

  it('carries names as the game stores them (an accent, a backslash, a tab) and ranks a zero date first', async () => {
    const renamed = 'Tié\\Second';
    await game.execute("UPDATE guilds SET `name` = 'Tab\tBack\\\\slash é' WHERE `name` = 'Mod Guild'");
    await game.withConnection(async (queries) => {
      await queries.execute("SET SESSION sql_mode = ''");
      await queries.execute(
        "UPDATE characters SET `name` = ?, lastExpGainTime = '0000-00-00 00:00:00' WHERE `name` = 'TieSecond'",
        [renamed],
      );
    });
    await refresh();
    expect(names(await get({ type: 'level', limit: 3 }))).toEqual(['TopExp', renamed, 'TieFirst']);
    expect((await get({ search: 'TieFirst' })).rankings[0].guild).toBe('Tab\tBack\\slash é');
  });
});

describe('rankings on the site’s own demo tables (GAME_SCHEMA_MANAGED=true)', () => {
  it('ranks, excludes and draws avatars with the same queries', async () => {
    // The rankings module creates the demo game tables itself at start; no demo world (SEED_DEMO_DATA=false).
    const managed = await createTestGameDatabase('rankings_managed', 'managed');
    let service: ServiceModuleUnderTest<RankingsEnv> | undefined;
    try {
      service = await startServiceModule({
        label: 'rankings_managed',
        envClass: RankingsEnv,
        module: rankingsModule,
        game: false,
        env: { ...managed.env, RANKINGS_REFRESH_SECONDS: '3600' },
      });
      const db = managed.db;
      await db.execute("INSERT INTO guilds (`name`) VALUES ('Managed Guild')");
      const [{ guildid }] = await db.rows<{ guildid: number }>(
        "SELECT guildid FROM guilds WHERE `name` = 'Managed Guild'",
      );
      const ids = await addCharacters(
        db,
        [{ name: 'mplayers' }, { name: 'mbanned', banned: 1 }, { name: 'mtempban', tempbanDays: 2 }],
        [
          { account: 'mplayers', name: 'Later', level: 120, exp: 10, job: 312, ago: 1 },
          { account: 'mplayers', name: 'Sooner', level: 120, exp: 10, job: 312, ago: 5, guildid },
          { account: 'mplayers', name: 'Leader', level: 121, exp: 0, fame: 5, job: 212, look: [1, 3, 21002, 31050] },
          { account: 'mplayers', name: 'Famous', level: 30, fame: 500, job: 200 },
          { account: 'mplayers', name: 'ManagedGm', level: 200, job: 910, gm: 6 },
          { account: 'mbanned', name: 'MBanned', level: 200, job: 112 },
          { account: 'mtempban', name: 'MTempBan', level: 200, job: 112 },
        ],
      );
      await addItems(db, ids.get('Leader') as number, [
        [1, -1, -1, 1002140],
        [1, -1, -11, 1372005],
        [1, -1, -111, 1702000],
        [1, -1, -105, 1052000],
      ]);
      expect((await service.get(RankingRefreshScheduler).refreshNow()).characters).toBe(4);
      const rankings = service.get(RankingsQueryService);
      const level = await rankings.page({ limit: 10 });
      expect(names(level)).toEqual(['Leader', 'Sooner', 'Later', 'Famous']);
      expect(level.rankings[0]).toMatchObject({
        id: ids.get('Leader'),
        rank: 1,
        guild: null,
        items: '1002140,1052000,1702000',
        gender: 1,
        skincolor: 3,
        face: 21002,
        hair: 31050,
      });
      expect(level.rankings[1]).toMatchObject({ name: 'Sooner', guild: 'Managed Guild', items: '' });
      expect(names(await rankings.page({ type: 'fame', limit: 2 }))).toEqual(['Famous', 'Leader']);
      expect(await rankings.page({ jobType: 'Archer' })).toMatchObject({
        rankings: [
          { name: 'Sooner', rank: 1 },
          { name: 'Later', rank: 2 },
        ],
        pagination: { total: 2 },
      });
    } finally {
      await service?.close();
      await managed.drop();
    }
  }, 60_000);
});
