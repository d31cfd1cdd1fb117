import {
  LIBRARY_MESSAGES,
  type LibraryItem,
  type LibraryListAnswer,
  type LibraryMap,
  type LibraryMonster,
  type LibraryNamesAnswer,
  type LibraryNpc,
  type LibrarySearchAnswer,
} from '@henesys/contracts';
import { DEFAULT_GAME_DEMO_DATA_PATH, DEFAULT_GAME_WZ_PATH } from '@henesys/runner';
import { TestSystem, until } from '@henesys/testing';

/**
 * /api/library through the gateway, on the demo game database the site manages (GAME_SCHEMA_MANAGED=true):
 * its migration creates Cosmic's drop and shop tables and the rankings service loads Cosmic's reference
 * data into them; the wz/ folder is the shared copy. Happy paths, 404s and 400s.
 */
jest.setTimeout(60_000);

describe('GET /api/library', () => {
  let system: TestSystem;

  const get = async <T>(path: string): Promise<{ status: number; body: T & { message?: string } }> => {
    const response = await system.fetch(path);
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'library_e2e',
      game: 'managed',
      processes: ['rankings', 'gateway'],
      env: { RATE_LIMIT_DEFAULT: '10000/60' },
      envFor: { rankings: { GAME_WZ_PATH: DEFAULT_GAME_WZ_PATH, GAME_DEMO_DATA_PATH: DEFAULT_GAME_DEMO_DATA_PATH } },
    });
    await until(
      'the wz/ folder imported',
      async () => (await get<LibrarySearchAnswer>('/api/library/search?q=snail')).body.imported === true,
      50_000,
    );
    await until(
      'the demo drops loaded',
      async () => (await system.game.db.rows('SELECT 1 FROM drop_data LIMIT 1').catch(() => [])).length > 0,
      20_000,
    );
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('searches every kind, best first', async () => {
    const { status, body } = await get<LibrarySearchAnswer>('/api/library/search?q=Snail');
    expect(status).toBe(200);
    expect(body.monsters[0]).toMatchObject({ kind: 'monster', id: 100100, name: 'Snail', detail: 'Level 1' });
    expect(body.items.length).toBeGreaterThan(0);
    expect((await get<LibrarySearchAnswer>('/api/library/search?q=henesys')).body.maps[0].name).toMatch(/^Henesys/);
  });

  it("answers an item with who drops it from the demo game database's drop_data, and who sells it", async () => {
    const { status, body } = await get<LibraryItem>('/api/library/items/2000000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'use', entry: { name: 'Red Potion' }, price: 25, effects: { HP: 50 } });
    const rows = await system.game.db.rows<{ dropperid: number }>(
      'SELECT dropperid FROM drop_data WHERE itemid = 2000000',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(
      body.droppedBy
        .filter((drop) => drop.from === 'monster')
        .map((drop) => drop.source.id)
        .sort(),
    ).toEqual(rows.map((row) => row.dropperid).sort());
    expect(body.soldBy.length).toBeGreaterThan(0);
  });

  it('answers a monster, a map, an NPC and names', async () => {
    const snail = await get<LibraryMonster>('/api/library/monsters/100100');
    expect(snail.status).toBe(200);
    expect(snail.body.drops).toContainEqual(
      expect.objectContaining({ meso: true, minimumQuantity: 4, maximumQuantity: 6 }),
    );
    expect(snail.body.card).toMatchObject({ id: 2380000 });
    const map = await get<LibraryMap>(`/api/library/maps/${snail.body.maps[0].id}`);
    expect(map.body.monsters.map((monster) => monster.id)).toContain(100100);
    const npc = await get<LibraryNpc>('/api/library/npcs/1001000');
    expect(npc.body.shop?.items.length).toBeGreaterThan(0);
    const names = await get<LibraryNamesAnswer>('/api/library/names?items=1302000,2000000');
    expect(Object.keys(names.body.items).sort()).toEqual(['1302000', '2000000']);
  });

  it('pages the lists', async () => {
    const equips = await get<LibraryListAnswer>('/api/library/items?kind=equip&slot=Weapon&limit=5&page=2');
    expect(equips.status).toBe(200);
    expect(equips.body.entries).toHaveLength(5);
    expect(equips.body.pagination).toMatchObject({ page: 2, limit: 5 });
    const monsters = await get<LibraryListAnswer>('/api/library/monsters?minLevel=10&maxLevel=12');
    expect(monsters.body.entries.every((entry) => /^Level 1[0-2]$/.test(entry.detail ?? ''))).toBe(true);
    expect(
      (await get<LibraryListAnswer>('/api/library/maps?region=Victoria%20Road')).body.pagination.total,
    ).toBeGreaterThan(0);
    expect((await get<LibraryListAnswer>('/api/library/npcs')).body.entries).toHaveLength(20);
  });

  it('answers 404 for unknown ids and 400 for bad parameters, with a message', async () => {
    for (const [path, message] of [
      ['/api/library/items/2999999', LIBRARY_MESSAGES.itemNotFound],
      ['/api/library/items/abc', LIBRARY_MESSAGES.itemNotFound],
      ['/api/library/monsters/42', LIBRARY_MESSAGES.monsterNotFound],
      ['/api/library/maps/42', LIBRARY_MESSAGES.mapNotFound],
      ['/api/library/npcs/42', LIBRARY_MESSAGES.npcNotFound],
    ])
      expect([path, await get(path)]).toEqual([path, { status: 404, body: expect.objectContaining({ message }) }]);
    for (const path of [
      '/api/library/search?q=',
      `/api/library/search?q=${'x'.repeat(41)}`,
      '/api/library/items?page=0',
      '/api/library/items?limit=101',
      '/api/library/items?kind=weapon',
      '/api/library/monsters?minLevel=50&maxLevel=10',
      '/api/library/npcs?page=abc',
      '/api/library/names?items=1,x',
      '/api/library/names',
    ])
      expect([path, (await get(path)).status]).toEqual([path, 400]);
  });
});
