import {
  CHARACTER_MESSAGES,
  type CharacterProfile,
  type GuildRankingsResponse,
  RANKINGS_MESSAGES,
  type RankingsResponse,
  type ShownSkill,
  SKILL_MESSAGES,
} from '@henesys/contracts';
import { GAME_DATABASE_UNAVAILABLE } from '@henesys/game';
import { TestSystem, until } from '@henesys/testing';

/**
 * GET /api/rankings, its character pages and guilds, and /api/skills through the gateway: each route's
 * answer and its caching (the gateway's public cache, renewed by a rebuild; browsers' Cache-Control), one
 * refusal each, and the rankings kept with the game database unreachable. The rankings' rules (order,
 * ties, exclusions, job filters, search, paging, the character page, guild order, the site's own demo
 * tables) are in rankings.int-spec.ts; the query's validation messages in libs/dto's query specs.
 */

jest.setTimeout(30_000);

const AVATAR_TEMPLATE = '/avatars/{name}.png';
const SKILL_ICON_TEMPLATE = 'https://icons.example/skill/{id}.png';
/** 3,000 + the member's 3 + the in-game login's 1 + the GM, less demo0007's 3 characters and the GM. */
const DEMO_RANKED = 3001;

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
const rankings = (system: TestSystem, query = '') => getJson<RankingsResponse>(system, `/api/rankings${query}`);
const names = (body: RankingsResponse) => body.rankings.map((entry) => entry.name);

describe('rankings and skills through the gateway', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'rankings_e2e',
      processes: ['rankings', 'gateway'],
      env: { RATE_LIMIT_DEFAULT: '10000/60' },
      envFor: { rankings: { AVATAR_URL_TEMPLATE_3: AVATAR_TEMPLATE, SKILL_ICON_URL_TEMPLATE: SKILL_ICON_TEMPLATE } },
    });
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('builds the rankings by itself from the game database and answers them, the cache buster accepted', async () => {
    await until('the first rebuild', async () => (await rankings(system)).body.pagination.total > 0, 20_000);
    const { status, body } = await rankings(system, '?limit=3&_t=1732000000000');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({
      total: DEMO_RANKED,
      totalPages: Math.ceil(DEMO_RANKED / 3),
      currentPage: 1,
      limit: 3,
    });
    expect(body.rankings.map((entry) => entry.rank)).toEqual([1, 2, 3]);
  });

  it('shows a change in the game at the next rebuild, not before, through the gateway’s cache', async () => {
    const [top] = names((await rankings(system, '?limit=1')).body);
    await system.game.db.execute('UPDATE characters SET level = 1 WHERE `name` = ?', [top]);
    expect(names((await rankings(system, '?limit=1')).body)).toEqual([top]);
    await system.send('rankings.refresh');
    expect(names((await rankings(system, '?limit=1')).body)).not.toEqual([top]);
  });

  it.each([
    ['?type=exp', RANKINGS_MESSAGES.typeInvalid],
    ['?orderBy=name', 'property orderBy should not exist'],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await rankings(system, query);
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it('answers a character page by name for a minute in the browser, and a JSON 404 kept nowhere', async () => {
    const [top] = (await rankings(system, '?limit=1')).body.rankings;
    const found = await getJson<CharacterProfile>(system, `/api/rankings/characters/${top.name.toUpperCase()}`);
    expect(found).toMatchObject({ status: 200, cache: 'public, max-age=60', body: { name: top.name, rank: 1 } });
    for (const name of ['Nobody', 'Top%25']) {
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

  it('answers the guild rankings, paged', async () => {
    const { status, body } = await getJson<GuildRankingsResponse>(system, '/api/rankings/guilds?limit=2&page=2&_t=1');
    expect(status).toBe(200);
    expect(body.guilds.map((guild) => guild.rank)).toEqual([3, 4]);
    expect(body.pagination).toMatchObject({ currentPage: 2, limit: 2 });
  });

  it.each([
    ['?limit=51', RANKINGS_MESSAGES.limitInvalid],
    ['?type=fame', 'property type should not exist'],
  ])('answers the guild rankings %s with 400 and a clear message', async (query, message) => {
    const { status, body } = await getJson(system, `/api/rankings/guilds${query}`);
    expect({ status, message: body.message }).toEqual({ status: 400, message });
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

    it('keeps serving the last rankings with their avatars’ items (from the snapshot), and a rebuild fails without a swap', async () => {
      const served = (await rankings(system, '?limit=4')).body;
      const page = await rankings(down, '?limit=4');
      expect(page.status).toBe(200);
      expect(page.body).toEqual(served);
      expect(served.rankings.filter((entry) => entry.items).length).toBeGreaterThan(0);
      // A character's own page reads its equipment live: without the game database, without items.
      const { name } = served.rankings[0];
      const character = await getJson<CharacterProfile>(down, `/api/rankings/characters/${name}`);
      expect({ status: character.status, body: character.body }).toMatchObject({
        status: 200,
        body: { name, rank: 1, items: '', equipment: null },
      });
      const guilds = await getJson(down, '/api/rankings/guilds');
      expect({ status: guilds.status, message: guilds.body.message }).toEqual({
        status: 503,
        message: GAME_DATABASE_UNAVAILABLE,
      });
      await expect(down.send('rankings.refresh')).rejects.toBeDefined();
      expect((await rankings(down, '?limit=1')).body.pagination.total).toBe(served.pagination.total);
      expect(down.logs.some((line) => /game database is not answering/.test(line))).toBe(true);
      expect(down.unexpectedExits).toEqual([]);
    });
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
