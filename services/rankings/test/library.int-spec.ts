import { DEFAULT_GAME_DEMO_DATA_PATH, DEFAULT_GAME_WZ_PATH } from '@henesys/runner';
import { GameDatabase, seedDemoLibraryData, type MonsterDropRow } from '@henesys/game';
import { startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../src/config/rankings-env';
import { LibraryImporter, LibraryImportResult } from '../src/library/library.importer';
import { LibraryLists } from '../src/library/library-lists';
import { LibraryPages } from '../src/library/library-pages';
import { rankingsModule } from '../src/rankings.module';

type DropRow = MonsterDropRow;

/**
 * The library against real PostgreSQL and a Cosmic game database loaded with Cosmic's reference data
 * (../shared/data/cosmic): the import of a copy of ../shared/data/wz, and what the pages say.
 */
describe('the library: wz import and live drops', () => {
  let service: ServiceModuleUnderTest<RankingsEnv>;
  let game: GameDatabase;
  let wz: string;
  let first: LibraryImportResult | undefined;
  let importer: LibraryImporter;
  let lists: LibraryLists;
  let pages: LibraryPages;
  let pg: DataSource;

  beforeAll(async () => {
    wz = mkdtempSync(join(tmpdir(), 'henesys-wz-'));
    cpSync(DEFAULT_GAME_WZ_PATH, wz, { recursive: true });
    service = await startServiceModule({
      label: 'library',
      envClass: RankingsEnv,
      module: rankingsModule,
      env: { GAME_WZ_PATH: wz, LIBRARY_CACHE_SECONDS: '1', DROP_RATE: '3x' },
    });
    if (!service.game) throw new Error('no game database');
    game = service.game.db;
    await seedDemoLibraryData(game, DEFAULT_GAME_DEMO_DATA_PATH);
    importer = service.get(LibraryImporter);
    lists = service.get(LibraryLists);
    pages = service.get(LibraryPages);
    pg = service.get(DataSource);
    first = await importer.startImport();
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    if (wz) rmSync(wz, { recursive: true, force: true });
  });

  const count = async (sql: string): Promise<number> => (await pg.query(sql))[0].n;
  const gameRows = <T>(sql: string, params: number[]) => game.rows<T>(sql, params);

  it('imports every file of the folder it reads, with nothing skipped', async () => {
    expect(first).toMatchObject({ files: 2175, read: 2175, unchanged: 0, removed: [], failed: [] });
    const kinds = Object.fromEntries(
      (
        (await pg.query('SELECT kind, count(*)::int AS n FROM rankings.library_entries GROUP BY kind')) as Array<{
          kind: string;
          n: number;
        }>
      ).map((row) => [row.kind, row.n]),
    );
    // As a whole-file DOM read counts them: named ids of String.wz (items 1xxxxxx-5xxxxxx: no faces or hair).
    expect(kinds).toEqual({ item: 10_598, monster: 1_597, npc: 1_474, map: 4_416 });
    expect(await count('SELECT count(*)::int AS n FROM rankings.library_monsters')).toBe(1564);
    expect(await count('SELECT count(*)::int AS n FROM rankings.library_item_details WHERE category IS NOT NULL')).toBe(
      446,
    );
    console.log(`library import: ${first?.ms} ms, entries ${JSON.stringify(kinds)}`);
  });

  it('skips every unchanged file on a second import and changes nothing', async () => {
    const before = await pg.query('SELECT kind, id, name FROM rankings.library_entries ORDER BY kind, id');
    expect(await importer.importFolder(wz)).toMatchObject({ files: 2175, read: 0, unchanged: 2175, failed: [] });
    expect(await pg.query('SELECT kind, id, name FROM rankings.library_entries ORDER BY kind, id')).toEqual(before);
  });

  it('reads a changed file again, reports a broken one by name and keeps going, and drops a removed one', async () => {
    const snail = join(wz, 'Mob.wz', '0100100.img.xml');
    writeFileSync(
      snail,
      readFileSync(snail, 'utf8').replace('<int name="level" value="1"/>', '<int name="level" value="7"/>'),
    );
    writeFileSync(join(wz, 'Mob.wz', '0000042.img.xml'), '<imgdir name="0000042.img"><imgdir name="info">');
    const changed = await importer.importFolder(wz);
    expect(changed).toMatchObject({ files: 2176, read: 1, removed: [] });
    expect(changed.failed).toEqual([expect.stringMatching(/^Mob\.wz\/0000042\.img\.xml: /)]);
    expect((await pages.monster(100100)).stats.level).toBe(7);

    unlinkSync(join(wz, 'Mob.wz', '0000042.img.xml'));
    unlinkSync(join(wz, 'Mob.wz', '0100101.img.xml'));
    expect(await importer.importFolder(wz)).toMatchObject({ read: 0, removed: ['Mob.wz/0100101.img.xml'], failed: [] });
    await expect(pages.monster(100101)).rejects.toThrow('Monster not found');
  });

  it('gives a monster that links another its own stats, and names the link', async () => {
    const linked = await pages.monster(6300001);
    const original = await pages.monster(6300000);
    expect(linked.stats).toMatchObject({ level: 65, exp: 390, hp: 11000, elements: { Ice: 'strong', Fire: 'weak' } });
    expect(original.stats.exp).toBe(255);
    expect(linked.linkedTo).toMatchObject({ kind: 'monster', id: 6300000, name: original.entry.name });
  });

  it.each([100100, 9400121, 8800002])('lists what monster %i drops exactly as drop_data has it', async (monsterId) => {
    const rows = await gameRows<DropRow>('SELECT * FROM drop_data WHERE dropperid = ?', [monsterId]);
    const monster = await pages.monster(monsterId);
    const shown = monster.drops.map((drop) => [
      drop.item?.id ?? 0,
      drop.minimumQuantity,
      drop.maximumQuantity,
      drop.questId ?? 0,
    ]);
    const expected = rows.map((row) => [row.itemid, row.minimum_quantity, row.maximum_quantity, row.questid]);
    expect(shown.sort()).toEqual(expected.sort());
    for (const [i, drop] of monster.drops.entries()) {
      const row = rows.find(
        (candidate) => candidate.itemid === (drop.item?.id ?? 0) && candidate.minimum_quantity === drop.minimumQuantity,
      );
      expect({ index: i, oneIn: drop.oneIn }).toEqual({
        index: i,
        oneIn: row ? Math.max(1, Math.round(1_000_000 / row.chance)) : 'no such drop_data row',
      });
    }
    expect(monster.dropRate).toBe(3);
  });

  it.each([2000000, 4000019, 1302000])(
    'lists who drops item %i exactly as drop_data and reactordrops have it',
    async (itemId) => {
      const monsters = await gameRows<DropRow>('SELECT * FROM drop_data WHERE itemid = ?', [itemId]);
      const reactors = await gameRows<{ reactorid: number; chance: number }>(
        'SELECT * FROM reactordrops WHERE itemid = ?',
        [itemId],
      );
      const item = await pages.item(itemId);
      const fromMonsters = item.droppedBy.filter((drop) => drop.from === 'monster');
      expect(fromMonsters.map((drop) => [drop.source.id, drop.oneIn]).sort()).toEqual(
        monsters.map((row) => [row.dropperid, Math.max(1, Math.round(1_000_000 / row.chance))]).sort(),
      );
      expect(
        item.droppedBy
          .filter((drop) => drop.from === 'reactor')
          .map((drop) => [drop.source.id, drop.oneIn])
          .sort(),
      ).toEqual(reactors.map((row) => [row.reactorid, row.chance]).sort());
      expect(item.droppedBy.length).toBeGreaterThan(0);
    },
  );

  it('shows an edited drop_data row once the cache has expired (LIBRARY_CACHE_SECONDS)', async () => {
    const before = (await pages.monster(100100)).drops.find((drop) => drop.item?.id === 4000019);
    expect(before).toMatchObject({ oneIn: 2, percent: 60 });
    await game.execute('UPDATE drop_data SET chance = 250000 WHERE dropperid = 100100 AND itemid = 4000019');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await pages.monster(100100)).drops.find((drop) => drop.item?.id === 4000019)).toMatchObject({
      oneIn: 4,
      percent: 25,
    });
  });

  it('reads reactor chances as 1 in N, marks quest drops and shows meso ranges', async () => {
    const potion = await pages.item(2010009);
    expect(potion.droppedBy).toContainEqual(
      expect.objectContaining({
        from: 'reactor',
        source: expect.objectContaining({ id: 2001, name: 'Reactor 2001' }),
        oneIn: 2,
        percent: 50,
      }),
    );
    const questItem = await pages.item(4031161);
    expect(questItem.droppedBy).toContainEqual(expect.objectContaining({ from: 'reactor', oneIn: 1, questId: 1008 }));
    const questDrop = (await pages.monster(9500137)).drops.find((drop) => drop.item?.id === 4031171);
    expect(questDrop).toMatchObject({ questId: 7101, oneIn: 10, percent: 10 });
    const meso = (await pages.monster(100100)).drops.find((drop) => drop.meso);
    expect(meso).toMatchObject({ item: null, minimumQuantity: 4, maximumQuantity: 6, oneIn: 3, percent: 40 });
    const leaf = await pages.item(4001126);
    expect(leaf.droppedBy).toContainEqual(
      expect.objectContaining({
        from: 'global',
        source: expect.objectContaining({ name: 'Every monster' }),
        oneIn: 2000,
        maximumQuantity: 2,
      }),
    );
  });

  it("shows NPC shops, who sells an item, a monster's card and maps, and a map's monsters", async () => {
    // NPC 11000 has two shops; the game opens the first row of `shops WHERE npcid = ?` (the lowest id).
    const shop = await pages.npc(11000);
    const [{ shopid }] = await gameRows<{ shopid: number }>(
      'SELECT min(shopid) AS shopid FROM shops WHERE npcid = ?',
      [11000],
    );
    const rows = await gameRows<{ itemid: number; price: number }>(
      'SELECT itemid, price FROM shopitems WHERE shopid = ? ORDER BY position, shopitemid',
      [shopid],
    );
    expect(shop.shop?.shopId).toBe(shopid);
    expect(rows.length).toBeGreaterThan(0);
    expect(shop.shop?.items.map((offer) => [offer.item.id, offer.price])).toEqual(
      rows.map((row) => [row.itemid, row.price]),
    );
    const sword = await pages.item(1302000);
    const sellers = await gameRows<{ shopid: number }>('SELECT shopid FROM shopitems WHERE itemid = ?', [1302000]);
    expect(sword.soldBy.map((offer) => offer.shopId).sort()).toEqual(sellers.map((row) => row.shopid).sort());
    expect(sword.soldBy.length).toBeGreaterThanOrEqual(3);
    expect(sword.equip).toMatchObject({
      slot: 'Weapon',
      reqLevel: 0,
      jobs: [],
      stats: { 'Weapon attack': 17 },
      upgradeSlots: 7,
    });
    const snail = await pages.monster(100100);
    expect(snail.card).toMatchObject({ kind: 'item', id: 2380000 });
    expect(snail.maps.map((map) => map.id)).toContain(40000);
    expect((await pages.map(40000)).monsters.map((monster) => monster.id)).toContain(100100);
  });

  it('searches names by prefix then substring, and pages the lists', async () => {
    const found = await lists.search('snail');
    expect(found.imported).toBe(true);
    expect(found.monsters[0]).toMatchObject({
      name: 'Snail',
      detail: 'Level 7',
      icon: 'https://maplestory.io/api/GMS/83/mob/100100/render/stand',
    });
    expect(found.monsters.map((monster) => monster.name)).toEqual(expect.arrayContaining(['Red Snail', 'Blue Snail']));
    expect((await lists.search('red potion')).items[0]).toMatchObject({ id: 2000000, name: 'Red Potion' });
    await expect(lists.search('x'.repeat(41))).rejects.toThrow('Search text must be 1 to 40 characters');

    const weapons = await lists.items({
      kind: 'equip',
      slot: 'Weapon',
      minLevel: 10,
      maxLevel: 30,
      job: 'Warrior',
      limit: 5,
    });
    expect(weapons.entries.length).toBeGreaterThan(0);
    expect(weapons.pagination).toMatchObject({ page: 1, limit: 5 });
    for (const entry of weapons.entries) {
      const item = await pages.item(entry.id);
      expect(item.equip?.reqLevel).toBeGreaterThanOrEqual(10);
      expect(item.equip?.reqLevel).toBeLessThanOrEqual(30);
      expect(item.equip?.jobs.length === 0 || item.equip?.jobs.includes('Warrior')).toBe(true);
    }
    const monsters = await lists.monsters({ minLevel: 30, maxLevel: 31, page: 1, limit: 100 });
    expect(monsters.entries.every((entry) => entry.detail === 'Level 30' || entry.detail === 'Level 31')).toBe(true);
    const past = await lists.npcs({ page: 100_000 });
    expect(past.entries).toEqual([]);
    expect(past.pagination.total).toBeGreaterThan(1000);
    await expect(lists.npcs({ page: 0 })).rejects.toThrow('page must be a whole number');
    await expect(lists.monsters({ minLevel: 50, maxLevel: 10 })).rejects.toThrow('minLevel not above maxLevel');
    expect((await pages.names([2000000, 1302000, 999])).items).toEqual({
      '2000000': expect.objectContaining({ name: 'Red Potion' }),
      '1302000': expect.objectContaining({ name: 'Sword' }),
    });
    await expect(pages.item(2999999)).rejects.toThrow('Item not found');
  });
});
