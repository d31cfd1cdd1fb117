import { JOB_FILTER_IDS, RANKINGS_MESSAGES, type RankingsRefreshResult, type RankingsResponse, type Skill } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';

/**
 * GET /api/rankings and /api/skills through the gateway, against the demo world the accounts
 * service seeds (3,000 characters, the member's 3, the GM 'Henesys', the banned demo0007) plus a
 * few characters this file adds to the game schema to pin ordering, ties and exclusions.
 */

jest.setTimeout(30_000);

const AVATAR_TEMPLATE = '/avatars/{name}.png';

describe('rankings and skills through the gateway', () => {
  let system: TestSystem;
  let game: Client;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'rankings_e2e',
      processes: ['accounts', 'rankings', 'gateway'],
      env: { RATE_LIMIT_DEFAULT: '10000/60' },
      envFor: { rankings: { AVATAR_URL_TEMPLATE_3: AVATAR_TEMPLATE } },
    });
    game = new Client({ connectionString: system.database.url });
    await game.connect();
  }, 120_000);

  afterAll(async () => {
    await game?.end();
    await system?.stop();
  });

  async function get(query: string): Promise<{ status: number; body: RankingsResponse & { message?: string } }> {
    const response = await system.fetch(`/api/rankings${query}`);
    return { status: response.status, body: await response.json() };
  }

  const names = (body: RankingsResponse) => body.rankings.map((entry) => entry.name);
  const ranks = (body: RankingsResponse) => body.rankings.map((entry) => entry.rank);

  it('builds the rankings by itself once the demo world is seeded: 3,000 ranked, GM and banned left out', async () => {
    const deadline = Date.now() + 20_000;
    let body: RankingsResponse | undefined;
    while (Date.now() < deadline) {
      body = (await get('')).body;
      if (body.pagination.total > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // 3,000 + the member's 3 + the GM, less demo0007's 3 characters and the GM.
    expect(body?.pagination).toEqual({ total: 3000, totalPages: 300, currentPage: 1, limit: 10 });
  });

  describe('with characters that pin the order', () => {
    beforeAll(async () => {
      await game.query(`
        INSERT INTO game.accounts (name, password, gm_level, temp_ban_until) VALUES
          ('e2eplayers', 'x', 0, NULL), ('e2egm', 'x', 1, NULL), ('e2etempban', 'x', 0, now() + interval '1 day'), ('e2ebanover', 'x', 0, now() - interval '1 day')`);
      await game.query(`
        INSERT INTO game.characters (account_id, name, level, exp, fame, job, gm_level, last_exp_gain_at)
        SELECT a.id, c.name, c.level, c.exp, c.fame, c.job, c.gm, now() - c.ago * interval '1 day'
        FROM (VALUES
          ('e2eplayers', 'TopExp', 250, 500, 0, 2112, 0, 3),
          ('e2eplayers', 'TieFirst', 250, 400, 0, 112, 0, 2),
          ('e2eplayers', 'TieSecond', 250, 400, 0, 112, 0, 1),
          ('e2eplayers', 'FameLow', 10, 0, 90000, 100, 0, 1),
          ('e2eplayers', 'FameHigh', 20, 0, 90000, 100, 0, 1),
          ('e2eplayers', 'CharGm', 254, 0, 0, 100, 3, 1),
          ('e2eplayers', 'JobGm', 253, 0, 0, 900, 0, 1),
          ('e2egm', 'AcctGm', 255, 0, 0, 112, 0, 1),
          ('e2etempban', 'TempBanned', 252, 0, 0, 112, 0, 1),
          ('e2ebanover', 'BanOver', 249, 0, 0, 0, 0, 1)
        ) AS c(account, name, level, exp, fame, job, gm, ago)
        JOIN game.accounts a ON a.name = c.account`);
      await game.query(`
        INSERT INTO game.equipped_items (character_id, slot, item_id)
        SELECT id, s.slot, s.item FROM game.characters, (VALUES (1, 1002140), (5, 1042003), (11, 1442000)) AS s(slot, item) WHERE name = 'TopExp'`);
      const result = await system.send<RankingsRefreshResult>('rankings.refresh');
      expect(result.characters).toBe(3006);
    });

    it('orders Level by level, then exp, then who reached it first', async () => {
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
      expect((await get('?jobType=Aran&limit=1')).body.rankings[0]).toMatchObject({ name: 'TopExp', rank: 1, job: 2112, jobName: 'Aran' });
      expect((await get('?jobType=Beginner&limit=1')).body.rankings[0]).toMatchObject({ name: 'BanOver', rank: 1 });
      const fameWarriors = (await get('?type=fame&jobType=Warrior&limit=2')).body;
      expect(names(fameWarriors)).toEqual(['FameHigh', 'FameLow']);
    });

    it('splits the total over the eight job filters', async () => {
      const totals = await Promise.all(Object.keys(JOB_FILTER_IDS).map(async (job) => (await get(`?jobType=${job}&limit=1`)).body.pagination.total));
      expect(totals.every((total) => total > 0)).toBe(true);
      expect(totals.reduce((sum, total) => sum + total, 0)).toBe(3006);
    });

    it('leaves out GMs (job 900/910 or a GM level on the character or its account) and banned accounts', async () => {
      const [banned] = (await game.query("SELECT c.name FROM game.characters c JOIN game.accounts a ON a.id = c.account_id WHERE a.name = 'demo0007' LIMIT 1")).rows;
      for (const name of ['Henesys', 'CharGm', 'JobGm', 'AcctGm', 'TempBanned', banned.name]) {
        const { body } = await get(`?search=${name}`);
        expect({ name, found: names(body).filter((found) => found.toLowerCase() === name.toLowerCase()) }).toEqual({ name, found: [] });
      }
      expect(names((await get('?search=BanOver')).body)).toEqual(['BanOver']);
    });

    it('searches names case-insensitively, keeping each character’s rank in the filter', async () => {
      expect((await get('?search=tiesec')).body).toMatchObject({ rankings: [{ name: 'TieSecond', rank: 3 }], pagination: { total: 1, totalPages: 1 } });
      const tie = (await get('?search=TIE&jobType=Warrior')).body;
      expect(tie.rankings.slice(0, 2)).toMatchObject([{ name: 'TieFirst', rank: 1 }, { name: 'TieSecond', rank: 2 }]);
      expect(names(tie).every((name) => /tie/i.test(name))).toBe(true);
    });

    it('matches one or two characters at the start of names', async () => {
      const { body } = await get('?search=ti&limit=50');
      expect(names(body)).toEqual(expect.arrayContaining(['TieFirst', 'TieSecond']));
      expect(names(body).every((name) => name.toLowerCase().startsWith('ti'))).toBe(true);
    });

    it('answers no match with an empty list, LIKE wildcards taken literally', async () => {
      for (const search of ['zzzzqq', '%', '_']) {
        expect((await get(`?search=${encodeURIComponent(search)}`)).body).toEqual({ rankings: [], pagination: { total: 0, totalPages: 0, currentPage: 1, limit: 10 } });
      }
    });

    it('pages by rank: a full page, the partial last page, and an empty page past the end with the totals', async () => {
      const first = (await get('?limit=50')).body;
      expect(first.rankings).toHaveLength(50);
      expect(first.pagination).toEqual({ total: 3006, totalPages: 61, currentPage: 1, limit: 50 });
      const last = (await get('?limit=50&page=61')).body;
      expect(ranks(last)).toEqual([3001, 3002, 3003, 3004, 3005, 3006]);
      expect(await get('?limit=50&page=62')).toEqual({ status: 200, body: { rankings: [], pagination: { total: 3006, totalPages: 61, currentPage: 62, limit: 50 } } });
      expect(ranks((await get('?page=2')).body)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    });

    it('carries what an avatar renderer needs, unless asked not to', async () => {
      const [top] = (await get('?limit=1&_t=1732000000000')).body.rankings;
      expect(top).toEqual({
        id: expect.any(Number),
        rank: 1,
        name: 'TopExp',
        level: 250,
        exp: 500,
        fame: 0,
        job: 2112,
        jobName: 'Aran',
        guild: null,
        items: '1002140,1042003,1442000',
        gender: 0,
        face: 20000,
        hair: 30000,
        skincolor: 0,
      });
      const [bare] = (await get('?limit=1&includeAvatarDetails=false')).body.rankings;
      expect(Object.keys(bare).sort()).toEqual(['exp', 'fame', 'guild', 'id', 'job', 'jobName', 'level', 'name', 'rank']);
    });

    it('shows a change in the game at the next rebuild, not before', async () => {
      await game.query("UPDATE game.characters SET fame = 0 WHERE name = 'FameHigh'");
      expect(names((await get('?type=fame&limit=1')).body)).toEqual(['FameHigh']);
      await system.send<RankingsRefreshResult>('rankings.refresh');
      expect(names((await get('?type=fame&limit=1')).body)).toEqual(['FameLow']);
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
      templates: ['https://maplestory.io/api/GMS/83/Character/{body}/{look}/stand1/0', 'https://maplestory.io/api/character/{all}/stand1/0', AVATAR_TEMPLATE],
    });
  });

  it('serves the 518 shown skills of the game file, cacheable, without GM, test or tutorial entries', async () => {
    const response = await system.fetch('/api/skills');
    const skills = (await response.json()) as Skill[];
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(skills).toHaveLength(518);
    expect(skills[0]).toEqual({ id: '0000008', name: 'Follow the Lead', desc: 'Allows one to lead up to 3 pets at once. (Passive skill)', levels: {} });
    expect(skills.filter((skill) => ['9001000', '9101004', '8001000', '20000014'].includes(skill.id))).toEqual([]);
    expect(skills.find((skill) => skill.id === '21120005')?.levels).toEqual(expect.objectContaining({ h1: expect.any(String) }));
  });
});
