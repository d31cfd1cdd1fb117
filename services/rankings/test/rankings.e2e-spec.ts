import {
  CHARACTER_MESSAGES,
  type CharacterProfile,
  type GuildRankingsResponse,
  JOB_FILTER_IDS,
  RANKINGS_MESSAGES,
  type RankingsRefreshResult,
  type RankingsResponse,
  type ShownSkill,
  SKILL_MESSAGES,
} from '@henesys/contracts';
import { GAME_DATABASE_UNAVAILABLE, NO_TEMPBAN, type GameDatabase } from '@henesys/game';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';

/**
 * GET /api/rankings and /api/skills through the gateway. The rankings are built from the game
 * database (Cosmic's own tables): the demo world the test system seeds there (3,000 characters, the
 * member's 3, the in-game login's 1, the GM 'Henesys', the banned demo0007) plus a few characters
 * this file adds to pin ordering, ties, exclusions, guilds and worn items. Then: the rankings keep
 * answering with the game database unreachable, and the same queries on the site's managed demo tables.
 * Also each ranked character's page (GET /api/rankings/characters/{name}) and the guild rankings
 * (GET /api/rankings/guilds, read live from the game).
 */

jest.setTimeout(30_000);

const AVATAR_TEMPLATE = '/avatars/{name}.png';
const SKILL_ICON_TEMPLATE = 'https://icons.example/skill/{id}.png';
/** 3,000 + the member's 3 + the in-game login's 1 + the GM, less demo0007's 3 characters and the GM. */
const DEMO_RANKED = 3001;
/** The pinned characters that are ranked: TopExp, TieFirst, TieSecond, FameLow, FameHigh, BanOver. */
const RANKED = DEMO_RANKED + 6;

type Get = (query: string) => Promise<{ status: number; body: RankingsResponse & { message?: string } }>;

function getter(system: TestSystem): Get {
  return async (query) => {
    const response = await system.fetch(`/api/rankings${query}`);
    return { status: response.status, body: await response.json() };
  };
}

const names = (body: RankingsResponse) => body.rankings.map((entry) => entry.name);

async function getJson<T>(
  system: TestSystem,
  path: string,
): Promise<{ status: number; type: string | null; cache: string | null; body: T & { message?: string } }> {
  const response = await system.fetch(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  };
}
const ranks = (body: RankingsResponse) => body.rankings.map((entry) => entry.rank);

/** Accounts and characters with Cosmic's column names; `ago`: days since the last exp gain (who reached it first). */
async function addCharacters(
  game: GameDatabase,
  accounts: Array<{ name: string; banned?: number; tempbanDays?: number }>,
  characters: Array<{
    account: string;
    name: string;
    level: number;
    exp?: number;
    fame?: number;
    job: number;
    gm?: number;
    ago?: number;
    guildid?: number;
    look?: [number, number, number, number];
  }>,
): Promise<Map<string, number>> {
  for (const account of accounts) {
    const tempban =
      account.tempbanDays === undefined
        ? NO_TEMPBAN
        : new Date(Date.now() + account.tempbanDays * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    await game.execute('INSERT INTO accounts (`name`, password, banned, tempban) VALUES (?, ?, ?, ?)', [
      account.name,
      'x',
      account.banned ?? 0,
      tempban,
    ]);
  }
  for (const c of characters) {
    const [gender, skincolor, face, hair] = c.look ?? [0, 0, 20000, 30000];
    await game.execute(
      `INSERT INTO characters (accountid, \`name\`, level, exp, fame, job, gm, guildid, gender, skincolor, face, hair, lastExpGainTime)
       SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NOW() - INTERVAL ? DAY FROM accounts WHERE \`name\` = ?`,
      [
        c.name,
        c.level,
        c.exp ?? 0,
        c.fame ?? 0,
        c.job,
        c.gm ?? 0,
        c.guildid ?? 0,
        gender,
        skincolor,
        face,
        hair,
        c.ago ?? 1,
        c.account,
      ],
    );
  }
  const rows = await game.rows<{ id: number; name: string }>('SELECT id, `name` FROM characters WHERE `name` IN (?)', [
    characters.map((c) => c.name),
  ]);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Items in the game's layout: [type, inventorytype, position, itemid]; worn = type 1, inventorytype -1, position -slot (cash: -100 - slot). */
async function addItems(
  game: GameDatabase,
  characterId: number,
  items: Array<[number, number, number, number]>,
): Promise<void> {
  await game.execute(
    'INSERT INTO inventoryitems (type, characterid, itemid, inventorytype, position, quantity, owner, flag, giftFrom) VALUES ?',
    [
      items.map(([type, inventorytype, position, itemid]) => [
        type,
        characterId,
        itemid,
        inventorytype,
        position,
        1,
        '',
        0,
        '',
      ]),
    ],
  );
}

describe('rankings and skills through the gateway', () => {
  let system: TestSystem;
  let game: GameDatabase;
  let get: Get;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'rankings_e2e',
      processes: ['accounts', 'rankings', 'gateway'],
      env: { RATE_LIMIT_DEFAULT: '10000/60' },
      envFor: { rankings: { AVATAR_URL_TEMPLATE_3: AVATAR_TEMPLATE, SKILL_ICON_URL_TEMPLATE: SKILL_ICON_TEMPLATE } },
    });
    game = system.game.db;
    get = getter(system);
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('builds the rankings by itself from the game database: the demo world ranked, GM and banned left out', async () => {
    const deadline = Date.now() + 20_000;
    let body: RankingsResponse | undefined;
    while (Date.now() < deadline) {
      body = (await get('')).body;
      if (body.pagination.total > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(body?.pagination).toEqual({
      total: DEMO_RANKED,
      totalPages: Math.ceil(DEMO_RANKED / 10),
      currentPage: 1,
      limit: 10,
    });
  });

  it('draws the demo world’s cash hats over their regular caps', async () => {
    const page = (await get('?limit=50')).body.rankings;
    const withItems = page.filter((entry) => entry.items);
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

  describe('with characters that pin the order', () => {
    let ids: Map<string, number>;

    beforeAll(async () => {
      await game.execute("INSERT INTO guilds (`name`) VALUES ('E2E Guild')");
      const [{ guildid }] = await game.rows<{ guildid: number }>(
        "SELECT guildid FROM guilds WHERE `name` = 'E2E Guild'",
      );
      ids = await addCharacters(
        game,
        [
          { name: 'e2eplayers' },
          { name: 'e2ebanned', banned: 1 },
          { name: 'e2etempban', tempbanDays: 1 },
          { name: 'e2ebanover', tempbanDays: -1 },
        ],
        [
          {
            account: 'e2eplayers',
            name: 'TopExp',
            level: 250,
            exp: 500,
            job: 2112,
            ago: 3,
            look: [1, 2, 21001, 31040],
          },
          // Same level and exp: TieFirst got there first although it was created after TieSecond (a higher id).
          { account: 'e2eplayers', name: 'TieSecond', level: 250, exp: 400, job: 112, ago: 1, guildid: 999_999 },
          { account: 'e2eplayers', name: 'TieFirst', level: 250, exp: 400, job: 112, ago: 2, guildid },
          { account: 'e2eplayers', name: 'FameLow', level: 10, fame: 90000, job: 100 },
          { account: 'e2eplayers', name: 'FameHigh', level: 20, fame: 90000, job: 100, guildid },
          { account: 'e2eplayers', name: 'CharGm', level: 254, job: 100, gm: 3 },
          { account: 'e2eplayers', name: 'GmLevelOne', level: 254, job: 112, gm: 1 },
          { account: 'e2eplayers', name: 'JobGm', level: 253, job: 900 },
          { account: 'e2eplayers', name: 'JobSuperGm', level: 253, job: 910 },
          { account: 'e2ebanned', name: 'Banned', level: 255, job: 112 },
          { account: 'e2etempban', name: 'TempBanned', level: 252, job: 112 },
          { account: 'e2ebanover', name: 'BanOver', level: 249, job: 0 },
        ],
      );
      // Guilds rank by GP, then name: 'Alpha Tie' (no members, its leader gone) before 'E2E Guild', then the demo guilds (GP 0).
      await game.execute('UPDATE guilds SET GP = 5000, leader = ? WHERE `name` = ?', [
        ids.get('TieFirst') as number,
        'E2E Guild',
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
      const result = await system.send<RankingsRefreshResult>('rankings.refresh');
      expect(result.characters).toBe(RANKED);
      expect(Object.keys(result.steps)).toEqual(['read', 'load', 'rank', 'index', 'vacuum', 'count', 'swap']);
    });

    it('orders Level by level, then exp, then who reached it first (not by id)', async () => {
      expect(ids.get('TieFirst')).toBeGreaterThan(ids.get('TieSecond') as number);
      const { status, body } = await get('?type=level&limit=4');
      expect(status).toBe(200);
      expect(names(body)).toEqual(['TopExp', 'TieFirst', 'TieSecond', 'BanOver']);
      expect(ranks(body)).toEqual([1, 2, 3, 4]);
    });

    it('orders Fame by fame, then level', async () => {
      const { body } = await get('?type=fame&limit=2');
      expect(names(body)).toEqual(['FameHigh', 'FameLow']);
      expect(ranks(body)).toEqual([1, 2]);
    });

    it('ranks within the job filter, by the job ids of each filter', async () => {
      const warriors = (await get('?jobType=Warrior&limit=50')).body;
      expect(names(warriors).slice(0, 2)).toEqual(['TieFirst', 'TieSecond']);
      expect(ranks(warriors)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      expect(warriors.rankings.every((entry) => JOB_FILTER_IDS.Warrior.includes(entry.job))).toBe(true);
      expect((await get('?jobType=Aran&limit=1')).body.rankings[0]).toMatchObject({
        name: 'TopExp',
        rank: 1,
        job: 2112,
        jobName: 'Aran',
      });
      expect((await get('?jobType=Beginner&limit=1')).body.rankings[0]).toMatchObject({ name: 'BanOver', rank: 1 });
      const fameWarriors = (await get('?type=fame&jobType=Warrior&limit=2')).body;
      expect(names(fameWarriors)).toEqual(['FameHigh', 'FameLow']);
    });

    it('gives every character of a job filter the rank of its place in the overall order, level and fame alike', async () => {
      const db = new Client({ connectionString: system.database.url });
      await db.connect();
      try {
        const { rows } = await db.query(
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
      } finally {
        await db.end();
      }
    });

    it('splits the total over the eight job filters', async () => {
      const totals = await Promise.all(
        Object.keys(JOB_FILTER_IDS).map(async (job) => (await get(`?jobType=${job}&limit=1`)).body.pagination.total),
      );
      expect(totals.every((total) => total > 0)).toBe(true);
      expect(totals.reduce((sum, total) => sum + total, 0)).toBe(RANKED);
    });

    it('leaves out GMs (a GM level on the character, or job 900/910) and banned accounts (for good, or a temporary ban still running)', async () => {
      const [banned] = await game.rows<{ name: string }>(
        "SELECT c.`name` FROM characters c JOIN accounts a ON a.id = c.accountid WHERE a.`name` = 'demo0007' LIMIT 1",
      );
      for (const name of [
        'Henesys',
        'CharGm',
        'GmLevelOne',
        'JobGm',
        'JobSuperGm',
        'Banned',
        'TempBanned',
        banned.name,
      ]) {
        const { body } = await get(`?search=${name}`);
        expect({ name, found: names(body).filter((found) => found.toLowerCase() === name.toLowerCase()) }).toEqual({
          name,
          found: [],
        });
      }
      expect(names((await get('?search=BanOver')).body)).toEqual(['BanOver']);
    });

    it('names the guild a character is in (none for guild 0 or a guild that no longer exists)', async () => {
      expect((await get('?search=TieFirst')).body.rankings[0]).toMatchObject({ name: 'TieFirst', guild: 'E2E Guild' });
      expect((await get('?search=TieSecond')).body.rankings[0]).toMatchObject({ name: 'TieSecond', guild: null });
      expect((await get('?search=BanOver')).body.rankings[0]).toMatchObject({ name: 'BanOver', guild: null });
      const demoGuilds = (await get('?limit=50')).body.rankings.filter((entry) => entry.guild !== null);
      expect(demoGuilds.length).toBeGreaterThan(0);
    });

    it('searches names case-insensitively, keeping each character’s rank in the filter', async () => {
      expect((await get('?search=tiesec')).body).toMatchObject({
        rankings: [{ name: 'TieSecond', rank: 3 }],
        pagination: { total: 1, totalPages: 1 },
      });
      const tie = (await get('?search=TIE&jobType=Warrior')).body;
      expect(tie.rankings.slice(0, 2)).toMatchObject([
        { name: 'TieFirst', rank: 1 },
        { name: 'TieSecond', rank: 2 },
      ]);
      expect(names(tie).every((name) => /tie/i.test(name))).toBe(true);
    });

    it('matches one or two characters at the start of names', async () => {
      const { body } = await get('?search=ti&limit=50');
      expect(names(body)).toEqual(expect.arrayContaining(['TieFirst', 'TieSecond']));
      expect(names(body).every((name) => name.toLowerCase().startsWith('ti'))).toBe(true);
    });

    it('answers no match with an empty list, LIKE wildcards taken literally', async () => {
      for (const search of ['zzzzqq', '%', '_']) {
        expect((await get(`?search=${encodeURIComponent(search)}`)).body).toEqual({
          rankings: [],
          pagination: { total: 0, totalPages: 0, currentPage: 1, limit: 10 },
        });
      }
    });

    it('pages by rank: a full page, the partial last page, and an empty page past the end with the totals', async () => {
      const pages = Math.ceil(RANKED / 50);
      const first = (await get('?limit=50')).body;
      expect(first.rankings).toHaveLength(50);
      expect(first.pagination).toEqual({ total: RANKED, totalPages: pages, currentPage: 1, limit: 50 });
      const last = (await get(`?limit=50&page=${pages}`)).body;
      expect(ranks(last)).toEqual(
        Array.from({ length: RANKED - (pages - 1) * 50 }, (_, index) => (pages - 1) * 50 + index + 1),
      );
      expect(await get(`?limit=50&page=${pages + 1}`)).toEqual({
        status: 200,
        body: { rankings: [], pagination: { total: RANKED, totalPages: pages, currentPage: pages + 1, limit: 50 } },
      });
      expect(ranks((await get('?page=2')).body)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    });

    it('carries what an avatar renderer needs, the cash hat drawn over the cap, unless asked not to', async () => {
      const [top] = (await get('?limit=1&_t=1732000000000')).body.rankings;
      expect(top).toEqual({
        id: ids.get('TopExp'),
        rank: 1,
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
      });
      const [bare] = (await get('?limit=1&includeAvatarDetails=false')).body.rankings;
      expect(Object.keys(bare).sort()).toEqual([
        'exp',
        'fame',
        'guild',
        'id',
        'job',
        'jobName',
        'level',
        'name',
        'rank',
      ]);
    });

    it('answers a character page by name, case-insensitively: ranks, look and every worn item', async () => {
      const { status, cache, body } = await getJson<CharacterProfile>(system, '/api/rankings/characters/tOPeXP');
      expect({ status, cache }).toEqual({ status: 200, cache: 'public, max-age=60' });
      expect(body).toEqual({
        id: ids.get('TopExp'),
        name: 'TopExp',
        level: 250,
        exp: 500,
        fame: 0,
        job: 2112,
        jobName: 'Aran',
        guild: null,
        rank: 1,
        jobRank: 1,
        jobFamily: 'Aran',
        fameRank: expect.any(Number),
        items: '1002186,1042003,1442000',
        gender: 1,
        face: 21001,
        hair: 31040,
        skincolor: 2,
        equipment: [
          { slot: 1, itemId: 1002140, cash: false },
          { slot: 1, itemId: 1002186, cash: true },
          { slot: 5, itemId: 1042003, cash: false },
          { slot: 11, itemId: 1442000, cash: false },
        ],
      });
      expect((await getJson<CharacterProfile>(system, '/api/rankings/characters/FameHigh')).body).toMatchObject({
        rank: expect.any(Number),
        fameRank: 1,
        jobFamily: 'Warrior',
        guild: 'E2E Guild',
        equipment: [],
      });
    });

    it('answers 404 "Character not found." for an unknown, GM or banned name, or one no character can have', async () => {
      const [banned] = await game.rows<{ name: string }>(
        "SELECT c.`name` FROM characters c JOIN accounts a ON a.id = c.accountid WHERE a.`name` = 'demo0007' LIMIT 1",
      );
      for (const name of [
        'Nobody',
        'Henesys',
        'CharGm',
        'JobGm',
        'Banned',
        'TempBanned',
        banned.name,
        'x'.repeat(14),
        '%25',
        'Top%25',
      ]) {
        const { status, type, cache, body } = await getJson(system, `/api/rankings/characters/${name}`);
        expect({ name, status, type, cache, message: body.message }).toEqual({
          name,
          status: 404,
          type: expect.stringContaining('application/json'),
          cache: null,
          message: CHARACTER_MESSAGES.notFound,
        });
      }
    });

    it('ranks guilds by GP, then name, with their leader and member count, paged', async () => {
      const { status, body } = await getJson<GuildRankingsResponse>(system, '/api/rankings/guilds?limit=50');
      expect(status).toBe(200);
      const [{ demoGuilds }] = await game.rows<{ demoGuilds: number }>(
        "SELECT COUNT(*) AS demoGuilds FROM guilds WHERE `name` NOT IN ('E2E Guild', 'Alpha Tie')",
      );
      expect(body.pagination).toEqual({ total: demoGuilds + 2, totalPages: 1, currentPage: 1, limit: 50 });
      expect(body.guilds.slice(0, 2)).toEqual([
        { id: expect.any(Number), rank: 1, name: 'Alpha Tie', leader: null, members: 0, gp: 5000 },
        { id: expect.any(Number), rank: 2, name: 'E2E Guild', leader: 'TieFirst', members: 2, gp: 5000 },
      ]);
      const rest = body.guilds.slice(2);
      expect(rest.map((guild) => guild.name)).toEqual(
        rest.map((guild) => guild.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      expect(rest.every((guild) => guild.gp === 0 && guild.members > 0)).toBe(true);
      const page = (await getJson<GuildRankingsResponse>(system, '/api/rankings/guilds?limit=2&page=2&_t=1')).body;
      expect(page.guilds.map((guild) => guild.rank)).toEqual([3, 4]);
      expect(page.guilds.map((guild) => guild.name)).toEqual(rest.slice(0, 2).map((guild) => guild.name));
    });

    it.each([
      ['?page=0', RANKINGS_MESSAGES.pageInvalid],
      ['?limit=51', RANKINGS_MESSAGES.limitInvalid],
      ['?type=fame', 'property type should not exist'],
    ])('answers the guild rankings %s with 400 and a clear message', async (query, message) => {
      const { status, body } = await getJson(system, `/api/rankings/guilds${query}`);
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    });

    it('shows a change in the game at the next rebuild, not before', async () => {
      await game.execute("UPDATE characters SET fame = 0 WHERE `name` = 'FameHigh'");
      expect(names((await get('?type=fame&limit=1')).body)).toEqual(['FameHigh']);
      await system.send<RankingsRefreshResult>('rankings.refresh');
      expect(names((await get('?type=fame&limit=1')).body)).toEqual(['FameLow']);
    });

    it('carries names as the game stores them (an accent, a backslash, a tab) and ranks a zero date first', async () => {
      const renamed = 'Tié\\Second';
      await game.execute("UPDATE guilds SET `name` = 'Tab\tBack\\\\slash é' WHERE `name` = 'E2E Guild'");
      await game.withConnection(async (queries) => {
        await queries.execute("SET SESSION sql_mode = ''");
        await queries.execute(
          "UPDATE characters SET `name` = ?, lastExpGainTime = '0000-00-00 00:00:00' WHERE `name` = 'TieSecond'",
          [renamed],
        );
      });
      try {
        await system.send<RankingsRefreshResult>('rankings.refresh');
        expect(names((await get('?type=level&limit=3')).body)).toEqual(['TopExp', renamed, 'TieFirst']);
        expect((await get('?search=TieFirst')).body.rankings[0].guild).toBe('Tab\tBack\\slash é');
      } finally {
        await game.execute("UPDATE guilds SET `name` = 'E2E Guild' WHERE `name` LIKE 'Tab%'");
        await game.execute(
          "UPDATE characters SET `name` = 'TieSecond', lastExpGainTime = NOW() - INTERVAL 1 DAY WHERE `name` = ?",
          [renamed],
        );
        await system.send<RankingsRefreshResult>('rankings.refresh');
      }
    });

    describe('with the game database unreachable', () => {
      // A second rankings service and gateway on the same Postgres database, configured with a game
      // database that does not answer (nothing listens on port 1).
      let down: TestSystem;

      beforeAll(async () => {
        down = await TestSystem.start({
          label: 'rankings_down',
          game: 'managed',
          databaseUrl: system.database.url,
          processes: ['rankings', 'gateway'],
          env: { RATE_LIMIT_DEFAULT: '10000/60' },
          envFor: {
            rankings: {
              GAME_DATABASE_URL: 'mysql://root@127.0.0.1:1/henesys_nowhere',
              GAME_DATABASE_TIMEOUT_MS: '500',
            },
          },
        });
      }, 120_000);

      afterAll(async () => {
        await down?.stop();
      });

      it('keeps serving the last rankings, avatars without items, and a rebuild fails without a swap', async () => {
        const page = await getter(down)('?limit=4');
        expect(page.status).toBe(200);
        expect(names(page.body)).toEqual(['TopExp', 'TieFirst', 'TieSecond', 'BanOver']);
        expect(page.body.pagination.total).toBe(RANKED);
        expect(page.body.rankings[0]).toMatchObject({
          name: 'TopExp',
          items: '',
          gender: 1,
          face: 21001,
          hair: 31040,
          skincolor: 2,
        });
        const character = await getJson<CharacterProfile>(down, '/api/rankings/characters/TopExp');
        expect({ status: character.status, body: character.body }).toMatchObject({
          status: 200,
          body: { name: 'TopExp', rank: 1, items: '', equipment: null },
        });
        const guilds = await getJson(down, '/api/rankings/guilds');
        expect({ status: guilds.status, message: guilds.body.message }).toEqual({
          status: 503,
          message: GAME_DATABASE_UNAVAILABLE,
        });
        await expect(down.send('rankings.refresh')).rejects.toBeDefined();
        expect((await getter(down)('?limit=1')).body.pagination.total).toBe(RANKED);
        expect(down.logs.some((line) => /game database is not answering/.test(line))).toBe(true);
        expect(down.unexpectedExits).toEqual([]);
      });
    });
  });

  describe('on the site’s own demo tables (GAME_SCHEMA_MANAGED=true)', () => {
    // The rankings service creates the demo game tables itself at start; no demo world (no accounts service).
    let managed: TestSystem;

    beforeAll(async () => {
      managed = await TestSystem.start({
        label: 'rankings_managed',
        game: 'managed',
        processes: ['rankings', 'gateway'],
        env: { RATE_LIMIT_DEFAULT: '10000/60' },
      });
    }, 120_000);

    afterAll(async () => {
      await managed?.stop();
    });

    it('ranks, excludes and draws avatars with the same queries', async () => {
      const db = managed.game.db;
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
      const result = await managed.send<RankingsRefreshResult>('rankings.refresh');
      expect(result.characters).toBe(4);
      const get = getter(managed);
      const level = (await get('?limit=10')).body;
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
      expect(names((await get('?type=fame&limit=2')).body)).toEqual(['Famous', 'Leader']);
      expect((await get('?jobType=Archer')).body).toMatchObject({
        rankings: [
          { name: 'Sooner', rank: 1 },
          { name: 'Later', rank: 2 },
        ],
        pagination: { total: 2 },
      });
    });
  });

  it.each([
    ['?type=exp', RANKINGS_MESSAGES.typeInvalid],
    ['?jobType=Bowman', RANKINGS_MESSAGES.jobTypeInvalid],
    ['?page=0', RANKINGS_MESSAGES.pageInvalid],
    ['?page=-3', RANKINGS_MESSAGES.pageInvalid],
    ['?page=abc', RANKINGS_MESSAGES.pageInvalid],
    ['?page=1&page=2', RANKINGS_MESSAGES.pageInvalid],
    ['?limit=51', RANKINGS_MESSAGES.limitInvalid],
    ['?limit=0', RANKINGS_MESSAGES.limitInvalid],
    ['?search=abcdefghijklmnop', RANKINGS_MESSAGES.searchInvalid],
    ['?includeAvatarDetails=maybe', RANKINGS_MESSAGES.avatarDetailsInvalid],
    ['?orderBy=name', 'property orderBy should not exist'],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await get(query);
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it('tells the web which avatar services to try, in order', async () => {
    const response = await system.fetch('/api/rankings/avatar-templates');
    expect(await response.json()).toEqual({
      templates: [
        'https://maplestory.io/api/GMS/83/Character/{body}/{look}/stand1/0',
        'https://maplestory.io/api/character/{all}/stand1/0',
        AVATAR_TEMPLATE,
      ],
    });
  });

  it('serves the 491 shown skills of the game file with their job and icon, cacheable, without GM, test, tutorial, event or mount entries', async () => {
    const response = await system.fetch('/api/skills');
    const skills = (await response.json()) as ShownSkill[];
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(skills).toHaveLength(491);
    expect(skills[0]).toEqual({
      id: '0000008',
      name: 'Follow the Lead',
      desc: 'Allows one to lead up to 3 pets at once. (Passive skill)',
      levels: {},
      jobId: 0,
      icon: 'https://icons.example/skill/0000008.png',
    });
    const hidden = [
      '9001000',
      '9101004',
      '8001000',
      '20000014',
      '0001013',
      '10001016',
      '0001017',
      '20001031',
      '0009000',
    ];
    expect(skills.filter((skill) => hidden.includes(skill.id))).toEqual([]);
    expect(skills.filter((skill) => skill.jobId !== Math.floor(Number(skill.id) / 10_000))).toEqual([]);
    expect(skills.find((skill) => skill.id === '21120005')?.levels).toEqual(
      expect.objectContaining({ h1: expect.any(String) }),
    );
  });

  it('serves one skill with its per-level text, and a JSON 404 for hidden, unknown or malformed ids', async () => {
    const response = await system.fetch('/api/skills/1111002');
    const skill = (await response.json()) as ShownSkill;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(skill).toMatchObject({
      id: '1111002',
      name: 'Combo Attack',
      jobId: 111,
      icon: 'https://icons.example/skill/1111002.png',
    });
    expect(Object.keys(skill.levels)).toEqual(Array.from({ length: 30 }, (_, index) => `h${index + 1}`));
    for (const id of ['9001000', '0001013', '1119999', '31001000', '123', 'abc', '1111002%27%20OR%201=1']) {
      const missing = await system.fetch(`/api/skills/${id}`);
      expect({
        id,
        status: missing.status,
        type: missing.headers.get('content-type'),
        cache: missing.headers.get('cache-control'),
        body: await missing.json(),
      }).toEqual({
        id,
        status: 404,
        type: expect.stringContaining('application/json'),
        cache: null,
        body: expect.objectContaining({ message: SKILL_MESSAGES.notFound }),
      });
    }
  });
});
