import {
  drawnItems,
  GAME_MIGRATIONS,
  GameAccounts,
  gameBan,
  GameCharacters,
  GameGuildRankings,
  GameRankingSource,
  GameWornItems,
  migrateGameDatabase,
  NO_TEMPBAN,
  NxLedger,
  seedDemoWorld,
} from '@henesys/game';
import { createGameAccount, uniqueName } from './game-factories';
import { createTestGameDatabase, TestGameDatabase } from './test-game-database';

/** The value, or the test fails here naming what was missing. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value, got none');
  return value;
}

/**
 * (Here rather than in libs/game, which this library depends on.)
 * Every query of the game library against Cosmic's own table files and against the site's demo tables:
 * a query that works on one and not the other fails here.
 */
describe.each(['cosmic', 'managed'] as const)('game queries on %s tables', (kind) => {
  let game: TestGameDatabase;
  let memberId: number;
  let inGameId: number;

  /** Every column of every table that is not the site's own: what the site must never change on a real server. */
  const gameTablesShape = async () =>
    game.db.rows<{ t: string; c: string; d: string }>(
      `SELECT TABLE_NAME AS t, COLUMN_NAME AS c, CONCAT(COLUMN_TYPE, ' ', IS_NULLABLE, ' ', COALESCE(COLUMN_DEFAULT, 'none')) AS d
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME NOT LIKE 'henesys\\_%' ORDER BY 1, 2`,
    );

  beforeAll(async () => {
    game = await createTestGameDatabase(`gq_${kind}`, kind);
    if (kind === 'cosmic') {
      const before = await gameTablesShape();
      expect(await migrateGameDatabase(game.db, { managed: false })).toEqual(
        GAME_MIGRATIONS.filter((m) => !m.managedOnly).map((m) => m.name),
      );
      expect(await gameTablesShape()).toEqual(before);
    } else {
      expect(await migrateGameDatabase(game.db, { managed: true })).toEqual(GAME_MIGRATIONS.map((m) => m.name));
      expect(
        await seedDemoWorld(game.db, { adminPassword: 'admin1234', memberPassword: 'member1234', count: 300 }),
      ).toBe(305);
    }
    memberId = present(await new GameAccounts(game.db).findByName('member')).id;
    inGameId = present(await new GameAccounts(game.db).findByName('ingame')).id;
  }, 60_000);

  afterAll(() => game?.drop());

  it('migrates once: a second run applies nothing and the demo world is not seeded twice', async () => {
    expect(await migrateGameDatabase(game.db, { managed: kind === 'managed' })).toEqual([]);
    expect(await seedDemoWorld(game.db, { adminPassword: 'x', memberPassword: 'y', count: 300 })).toBe(0);
  });

  it('the site keeps only henesys_ tables of its own there', async () => {
    const tables = (
      await game.db.rows<{ t: string }>(
        "SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE 'henesys%' ORDER BY 1",
      )
    ).map((row) => row.t);
    expect(tables).toEqual(
      expect.arrayContaining(['henesys_deliveries', 'henesys_migrations', 'henesys_nx_grants', 'henesys_offline_seen']),
    );
  });

  it('finds accounts by name as the game does (case-insensitive), with the game defaults of a new row', async () => {
    const accounts = new GameAccounts(game.db);
    const member = await accounts.findByName('MEMBER');
    expect(member).toMatchObject({
      id: memberId,
      name: 'member',
      email: 'member@henesys.local',
      birthday: '2001-08-15',
      loggedin: 0,
      banned: 0,
      tempban: NO_TEMPBAN,
      nxCredit: null,
      nxPrepaid: null,
    });
    expect(await accounts.findById(memberId)).toEqual(member);
    expect(await accounts.findByName('nobody')).toBeUndefined();
    expect(await accounts.countLoggedIn()).toBe(1);
    expect(gameBan(present(member))).toBeNull();
    expect(gameBan(present(await accounts.findByName('demo0007')))).toEqual({
      permanent: true,
      until: null,
      reason: 'Hacking (demo)',
    });
    expect(gameBan({ banned: 0, banreason: null, tempban: '2999-01-01 00:00:00' })).toEqual({
      permanent: false,
      until: '2999-01-01T00:00:00.000Z',
      reason: null,
    });
  });

  it("reads only banned = 1 or a running tempban as a ban: an account the game's !unban marked -1 logs in and is ranked", async () => {
    const accounts = new GameAccounts(game.db);
    const states = [
      { name: 'gqunbanned', banned: -1, tempban: NO_TEMPBAN },
      { name: 'gqbanned', banned: 1, tempban: NO_TEMPBAN },
      { name: 'gqtempban', banned: 0, tempban: '2037-12-31 00:00:00' },
      { name: 'gqbanover', banned: -1, tempban: '2020-01-01 00:00:00' },
    ];
    for (const state of states) {
      await game.db.execute(
        'INSERT INTO accounts (`name`, password, banned, banreason, tempban) VALUES (?, ?, ?, ?, ?)',
        [state.name, 'x', state.banned, 'Botting', state.tempban],
      );
      await game.db.execute(
        'INSERT INTO characters (accountid, `name`, level, job) SELECT id, ?, 70, 100 FROM accounts WHERE `name` = ?',
        [`${state.name}C`, state.name],
      );
    }
    const banOf = async (name: string) => gameBan(present(await accounts.findByName(name)));
    expect(await banOf('gqunbanned')).toBeNull();
    expect(await banOf('gqbanover')).toBeNull();
    expect(await banOf('gqbanned')).toEqual({ permanent: true, until: null, reason: 'Botting' });
    expect(await banOf('gqtempban')).toEqual({
      permanent: false,
      until: '2037-12-31T00:00:00.000Z',
      reason: 'Botting',
    });

    const source = new GameRankingSource(game.db);
    const bounds = present(await source.idBounds());
    const lines = (await source.readRangeAsCopyLines(bounds.first, bounds.last + 1, [])).toString('utf8').split('\n');
    const ranked = lines.map((line) => line.split('\t')[1]).filter((name) => name?.startsWith('gq'));
    expect(ranked.sort()).toEqual(['gqbanoverC', 'gqunbannedC']);
  });

  it("lists an account's characters; the game's 'never logged out' value reads as null", async () => {
    const characters = new GameCharacters(game.db);
    const list = await characters.listForAccount(memberId);
    expect(list.map((c) => [c.name, c.level, c.job, c.lastLogoutTime])).toEqual([
      ['MapleHero', 124, 112, null],
      ['Shroomie', 38, 230, null],
      ['LilBandit', 14, 400, null],
    ]);
    await game.db.execute("UPDATE characters SET lastLogoutTime = '2026-11-20 10:00:00' WHERE `name` = 'Shroomie'");
    expect((await characters.listForAccount(memberId))[1].lastLogoutTime).toBe('2026-11-20 10:00:00');
    expect(await characters.findForAccount(memberId, 'maplehero')).toEqual({ id: list[0].id, name: 'MapleHero' });
    expect(await characters.findForAccount(inGameId, 'MapleHero')).toBeUndefined();
  });

  it('ranks guilds as the game does (GP, then name) with their leader and member count', async () => {
    const [hero] = await game.db.rows<{ id: number }>("SELECT id FROM characters WHERE `name` = 'MapleHero'");
    await game.db.execute(
      "INSERT INTO guilds (`name`, GP, leader) VALUES ('GqTop', 900000, ?), ('GqTieB', 800000, 0), ('GqTieA', 800000, 0)",
      [hero.id],
    );
    const [top] = await game.db.rows<{ guildid: number }>("SELECT guildid FROM guilds WHERE `name` = 'GqTop'");
    await game.db.execute("UPDATE characters SET guildid = ? WHERE `name` IN ('MapleHero', 'Shroomie')", [top.guildid]);
    const guilds = await new GameGuildRankings(game.db).all();
    expect(guilds.slice(0, 3).map((g) => [g.name, g.gp, g.leader, g.members])).toEqual([
      ['GqTop', 900000, 'MapleHero', 2],
      ['GqTieA', 800000, null, 0],
      ['GqTieB', 800000, null, 0],
    ]);
  });

  it("reads a character's equipped items (negative positions only) and what the game draws of them", async () => {
    const [hero] = await game.db.rows<{ id: number }>("SELECT id FROM characters WHERE `name` = 'MapleHero'");
    const rows = await new GameWornItems(game.db).rowsFor([hero.id]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => Number(row.characterid) === hero.id && Number(row.position) < 0)).toBe(true);
    expect(drawnItems(rows).get(hero.id)?.length).toBeGreaterThan(0);
  });

  it('reads what each character is drawn wearing in SQL (the rebuild), by the rule of drawnItems on the same rows', async () => {
    const wearers = await createGameAccount(game.db, {
      prefix: 'gqwear',
      characters: [{ name: uniqueName('GqCash') }, { name: uniqueName('GqPlain') }, { name: uniqueName('GqBare') }],
    });
    const [cash, plain, bare] = wearers.characters.map((character) => character.id);
    // [character, type, inventorytype, position, itemid]: worn = type 1, inventorytype -1, position -slot (cash -100-slot).
    const items: Array<[number, number, number, number, number]> = [
      [cash, 1, -1, -1, 1002140], // a cap under a cash hat: masked
      [cash, 1, -1, -101, 1002186],
      [cash, 1, -1, -105, 1052000], // a cash overall over the top
      [cash, 1, -1, -5, 1040002],
      [cash, 1, -1, -6, 1060002],
      [cash, 1, -1, -107, 1072001], // cash shoes with no regular pair under them
      [cash, 1, -1, -11, 1302000],
      [cash, 1, -1, -111, 1702000],
      [cash, 1, -1, 5, 1050000], // not worn: a positive position, position 0, the equip tab, storage
      [cash, 1, -1, 0, 1040003],
      [cash, 1, 1, 3, 1302001],
      [cash, 2, -1, -8, 1082002],
      [plain, 1, -1, -7, 1072001], // stored out of slot order
      [plain, 1, -1, -1, 1002140],
      [plain, 1, -1, -6, 1060002],
      [bare, 1, 1, 1, 1302000],
    ];
    await game.db.execute(
      'INSERT INTO inventoryitems (characterid, type, inventorytype, position, itemid, quantity, owner, flag, giftFrom) VALUES ?',
      [items.map((item) => [...item, 1, '', 0, ''])],
    );
    const source = new GameRankingSource(game.db);
    const bounds = present(await source.idBounds());
    const lines = (await source.readDrawnItemsAsCopyLines(bounds.first, bounds.last + 1))
      .toString('utf8')
      .split('\n')
      .filter(Boolean);
    const bySql = new Map(lines.map((line) => line.split('\t')).map(([id, items]) => [Number(id), items]));
    expect(bySql.get(cash)).toBe('{1002186,1052000,1060002,1072001,1702000}');
    expect(bySql.get(plain)).toBe('{1002140,1060002,1072001}');
    expect(bySql.has(bare)).toBe(false);
    const everyone = await game.db.rows<{ id: number }>('SELECT id FROM characters');
    const drawn = drawnItems(await new GameWornItems(game.db).rowsFor(everyone.map((row) => Number(row.id))));
    expect(drawn.size).toBeGreaterThan(100);
    expect(bySql).toEqual(new Map([...drawn].map(([id, items]) => [id, `{${items.join(',')}}`])));
  });

  it('NX: a grant once per key, applied over a NULL balance only after two offline looks with the same lastlogin', async () => {
    const ledger = new NxLedger(game.db);
    await game.db.execute("UPDATE accounts SET lastlogin = '2026-11-01 00:00:00' WHERE id = ?", [memberId]);
    expect(
      await ledger.grant({
        accountId: memberId,
        balance: 'credit',
        amount: 5000,
        source: 'vote',
        sourceKey: `vote:${kind}:1`,
      }),
    ).toBe(true);
    expect(
      await ledger.grant({
        accountId: memberId,
        balance: 'credit',
        amount: 5000,
        source: 'vote',
        sourceKey: `vote:${kind}:1`,
      }),
    ).toBe(false);
    expect(
      await ledger.grant({
        accountId: memberId,
        balance: 'prepaid',
        amount: 11000,
        source: 'donation',
        sourceKey: `donation:${kind}:1`,
      }),
    ).toBe(true);
    expect(await ledger.pending(memberId)).toEqual({ credit: 5000, prepaid: 11000, maplePoint: 0 });
    expect(await ledger.accountsWithPending()).toEqual([memberId]);
    expect(await ledger.applyIfConfirmedOffline(memberId, 1)).toEqual({ credit: 0, prepaid: 0, maplePoint: 0 });
    // A login between the two looks (lastlogin changes) starts the wait again.
    await game.db.execute("UPDATE accounts SET lastlogin = '2026-11-02 00:00:00' WHERE id = ?", [memberId]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await ledger.applyIfConfirmedOffline(memberId, 1)).toEqual({ credit: 0, prepaid: 0, maplePoint: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await ledger.applyIfConfirmedOffline(memberId, 1)).toEqual({ credit: 5000, prepaid: 11000, maplePoint: 0 });
    expect(await game.db.rows('SELECT nxCredit, nxPrepaid FROM accounts WHERE id = ?', [memberId])).toEqual([
      { nxCredit: 5000, nxPrepaid: 11000 },
    ]);
    expect(await ledger.pending(memberId)).toEqual({ credit: 0, prepaid: 0, maplePoint: 0 });
    expect(await ledger.applyIfConfirmedOffline(memberId, 1)).toEqual({ credit: 0, prepaid: 0, maplePoint: 0 });
  });

  it('NX: an account in game never gets its balance touched; its NX becomes one coupon, once, under 8 parallel requests', async () => {
    const ledger = new NxLedger(game.db);
    await ledger.grant({
      accountId: inGameId,
      balance: 'credit',
      amount: 5000,
      source: 'vote',
      sourceKey: `vote:${kind}:2`,
    });
    await ledger.grant({
      accountId: inGameId,
      balance: 'prepaid',
      amount: 20000,
      source: 'donation',
      sourceKey: `donation:${kind}:2`,
    });
    expect(await ledger.applyIfConfirmedOffline(inGameId, 0)).toEqual({ credit: 0, prepaid: 0, maplePoint: 0 });
    const coupons = await Promise.all(Array.from({ length: 8 }, () => ledger.couponForPending(inGameId)));
    const made = coupons.filter((coupon) => coupon !== null).map(present);
    expect(made).toHaveLength(1);
    const [coupon] = made;
    expect(coupon).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{16}$/),
      credit: 5000,
      prepaid: 20000,
      maplePoint: 0,
      expiresAt: expect.any(String),
    });
    const [row] = await game.db.rows<{ id: number; code: string; retriever: string | null; expiration: number }>(
      'SELECT id, code, retriever, expiration FROM nxcode WHERE code = ?',
      [coupon.code],
    );
    expect(Math.abs(Number(row.expiration) - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect(row.retriever).toBeNull();
    expect(
      await game.db.rows('SELECT type, quantity FROM nxcode_items WHERE codeid = ? ORDER BY type', [row.id]),
    ).toEqual([
      { type: 2, quantity: 20000 },
      { type: 4, quantity: 5000 },
    ]);
    expect(await game.db.rows('SELECT nxCredit, nxPrepaid FROM accounts WHERE id = ?', [inGameId])).toEqual([
      { nxCredit: null, nxPrepaid: null },
    ]);
    expect(
      await game.db.rows(
        'SELECT count(*) AS n FROM henesys_nx_grants WHERE account_id = ? AND coupon_id = ? AND applied_at IS NULL',
        [inGameId, row.id],
      ),
    ).toEqual([{ n: 2 }]);
    expect(await ledger.couponForPending(inGameId)).toBeNull();
  });
});
