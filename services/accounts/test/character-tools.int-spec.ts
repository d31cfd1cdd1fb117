import { CHARACTER_TOOL_MESSAGES as SAY, DomainException } from '@henesys/contracts';
import { GameDatabase } from '@henesys/game';
import { createGameAccount, refusal, startServiceModule, ServiceModuleUnderTest, until } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { accountsModule } from '../src/accounts.module';
import { CharacterToolsService } from '../src/characters/character-tools.service';
import { AccountsEnv } from '../src/config/accounts-env';

type Params = Array<string | number | null>;

const LASTLOGIN = '2026-10-01 12:00:00';

/**
 * Issue 31 §2-§3: a player's name change and move to town, in this process against real PostgreSQL,
 * Redis and a game database made of Cosmic's own table files. Every test has a game account of its
 * own; "confirmed logged out" is the first look recorded ten minutes ago with the same lastlogin.
 */
describe('character tools (accounts module, Cosmic schema)', () => {
  let service: ServiceModuleUnderTest<AccountsEnv>;
  let tools: CharacterToolsService;
  let env: AccountsEnv;
  let gameDb: GameDatabase;
  let pg: DataSource;

  const game = <T>(sql: string, params: Params = []) => gameDb.rows<T>(sql, params);
  const gameExec = (sql: string, params: Params = []) => gameDb.execute(sql, params);
  const count = async (sql: string, params: Params) => Number((await game<{ n: number }>(sql, params))[0].n);

  /** A game account (its site user id is its game id here) with one character of level 30 in Henesys' field. */
  async function newPlayer(options: { loggedin?: number; nxCredit?: number | null; map?: number } = {}) {
    const account = await createGameAccount(gameDb, {
      prefix: 'tool',
      loggedin: options.loggedin,
      lastlogin: LASTLOGIN,
      nxCredit: options.nxCredit,
      characters: [{ map: options.map, spawnpoint: 3 }],
    });
    const [character] = account.characters;
    return {
      userId: account.id,
      username: account.name,
      accountId: account.id,
      character: character.name,
      id: character.id,
    };
  }
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  /** The first look at the account logged out, ten minutes ago, with its current lastlogin. */
  const seenLoggedOutLongAgo = (player: Player) =>
    gameExec(
      `REPLACE INTO henesys_offline_seen (account_id, lastlogin, seen_at)
       SELECT id, lastlogin, NOW(3) - INTERVAL 600 SECOND FROM accounts WHERE id = ?`,
      [player.accountId],
    );
  const rename = (player: Player, newName: string, name = player.character) =>
    tools.rename({ userId: player.userId, username: player.username, name, newName });
  const move = (player: Player, name = player.character) =>
    tools.moveToTown({ userId: player.userId, username: player.username, name });
  const characterRow = async (id: number) =>
    (
      await game<{ name: string; map: number; spawnpoint: number }>(
        'SELECT `name`, map, spawnpoint FROM characters WHERE id = ?',
        [id],
      )
    )[0];
  const accountRow = async (id: number) =>
    (
      await game<{ loggedin: number; lastlogin: string; nxCredit: number | null }>(
        'SELECT loggedin, lastlogin, nxCredit FROM accounts WHERE id = ?',
        [id],
      )
    )[0];
  const nameChanges = (characterId: number) =>
    game<{ old: string; new: string; requestTime: string; completionTime: string | null }>(
      'SELECT old, new, requestTime, completionTime FROM namechanges WHERE characterid = ? ORDER BY id',
      [characterId],
    );

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'accounts_chartools',
      envClass: AccountsEnv,
      module: accountsModule,
      env: { VOTE_PINGBACK_KEY: 'tools-test-pingback-key', PENDING_NX_SWEEP_SECONDS: '3600' },
    });
    tools = service.get(CharacterToolsService);
    env = service.get(AccountsEnv);
    gameDb = service.get(GameDatabase);
    pg = service.get(DataSource);
  }, 90_000);

  afterAll(async () => service?.close());

  describe('name change', () => {
    it.each([
      ['Ab', SAY.nameInvalid],
      ['ThirteenChars', SAY.nameInvalid],
      ['Has Space', SAY.nameInvalid],
      ['Under_score', SAY.nameInvalid],
      ['Héro', SAY.nameInvalid],
      ['xAdminx', SAY.nameBlocked],
      ['TheGMx', SAY.nameBlocked],
      ['fredrickson', SAY.nameBlocked],
      ['MyHenesys', SAY.nameBlocked],
      ['maplehero', SAY.nameTaken],
      ['MAPLEHERO', SAY.nameTaken],
    ])('refuses %s with 400 "%s" and writes nothing', async (newName, message) => {
      const player = await newPlayer();
      await seenLoggedOutLongAgo(player);
      expect(await refusal(rename(player, newName))).toEqual({ status: 400, message });
      expect((await characterRow(player.id)).name).toBe(player.character);
      expect(await nameChanges(player.id)).toEqual([]);
    });

    it('refuses while the account is in game (409) and writes nothing, not even a first look', async () => {
      const player = await newPlayer({ loggedin: 2 });
      await seenLoggedOutLongAgo(player);
      expect(await refusal(rename(player, 'FreshName1'))).toEqual({ status: 409, message: SAY.logOutFirst });
      expect((await characterRow(player.id)).name).toBe(player.character);
      expect(await nameChanges(player.id)).toEqual([]);
      expect(
        await count('SELECT COUNT(*) AS n FROM henesys_offline_seen WHERE account_id = ?', [player.accountId]),
      ).toBe(0);
      expect(await accountRow(player.accountId)).toMatchObject({ loggedin: 2, lastlogin: LASTLOGIN });
    });

    it('records a first look when logged out, asks to wait, and renames once the wait is over', async () => {
      const player = await newPlayer();
      const first = await refusal(rename(player, 'PatientOne'));
      expect(first).toEqual({ status: 409, message: SAY.logOutConfirming.replace('{wait}', '5 minutes') });
      expect(await nameChanges(player.id)).toEqual([]);
      // Minutes later, with the same lastlogin: the second look confirms it.
      await gameExec('UPDATE henesys_offline_seen SET seen_at = NOW(3) - INTERVAL 301 SECOND WHERE account_id = ?', [
        player.accountId,
      ]);
      expect((await rename(player, 'PatientOne')).newName).toBe('PatientOne');
    });

    it('does not confirm a look taken before the account logged in again (another lastlogin)', async () => {
      const player = await newPlayer();
      await seenLoggedOutLongAgo(player);
      await gameExec('UPDATE accounts SET lastlogin = ? WHERE id = ?', ['2026-10-02 08:00:00', player.accountId]);
      expect((await refusal(rename(player, 'NotYetMine'))).status).toBe(409);
      expect(await nameChanges(player.id)).toEqual([]);
    });

    it("writes what Cosmic's doNameChange writes, completed at once, and records it for the player and staff", async () => {
      const player = await newPlayer();
      const other = await newPlayer();
      const ring = await gameExec(
        'INSERT INTO rings (partnerRingId, partnerChrId, itemid, partnername) VALUES (0, ?, 1112001, ?)',
        [player.id, player.character],
      );
      const otherRing = await gameExec(
        'INSERT INTO rings (partnerRingId, partnerChrId, itemid, partnername) VALUES (0, ?, 1112001, ?)',
        [other.id, other.character],
      );
      await gameExec(
        "INSERT INTO inventoryitems (type, characterid, itemid, owner, flag, giftFrom) VALUES (1, ?, 1302000, ?, 0, '')",
        [player.id, player.character],
      );
      await seenLoggedOutLongAgo(player);

      const answer = await rename(player, 'BrandNew7');

      expect(answer).toEqual({
        oldName: player.character,
        newName: 'BrandNew7',
        nxTaken: 0,
        message: SAY.renamed.replace('{old}', player.character).replace('{new}', 'BrandNew7'),
      });
      expect(await characterRow(player.id)).toEqual({ name: 'BrandNew7', map: 104_040_000, spawnpoint: 3 });
      const partner = (id: number) => game<{ partnername: string }>('SELECT partnername FROM rings WHERE id = ?', [id]);
      expect(await partner(ring.insertId)).toEqual([{ partnername: 'BrandNew7' }]);
      expect(await partner(otherRing.insertId)).toEqual([{ partnername: other.character }]);
      // Cosmic's doNameChange leaves item owners alone (that statement is commented out there).
      expect(await game('SELECT owner FROM inventoryitems WHERE characterid = ?', [player.id])).toEqual([
        { owner: player.character },
      ]);
      const [change] = await nameChanges(player.id);
      expect(change).toMatchObject({ old: player.character, new: 'BrandNew7' });
      expect(change.completionTime).toEqual(change.requestTime);
      expect(await accountRow(player.accountId)).toEqual({ loggedin: 0, lastlogin: LASTLOGIN, nxCredit: null });
      await until('the activity line and the audit row', async () => {
        const activity = await pg.query(
          "SELECT details FROM accounts.activity_log WHERE account_name = $1 AND type = 'character-rename'",
          [player.username],
        );
        const audit = await pg.query(
          "SELECT actor_name, target, before, after, account_id FROM accounts.staff_audit WHERE action = 'character.rename' AND target = $1",
          [`character:${player.id}`],
        );
        return activity.length === 1 && audit.length === 1;
      });
      expect(
        await pg.query('SELECT actor_name, before, after, account_id FROM accounts.staff_audit WHERE target = $1', [
          `character:${player.id}`,
        ]),
      ).toEqual([
        {
          actor_name: player.username,
          before: { name: player.character },
          after: { name: 'BrandNew7', nxTaken: 0 },
          account_id: player.accountId,
        },
      ]);
    });

    it('answers 404 for the old name afterwards and for another player’s character', async () => {
      const player = await newPlayer();
      const stranger = await newPlayer();
      await seenLoggedOutLongAgo(player);
      await seenLoggedOutLongAgo(stranger);
      await rename(player, 'RenamedOnce');
      expect(await refusal(rename(player, 'AgainName'))).toEqual({
        status: 404,
        message: SAY.characterNotFound.replace('{name}', player.character),
      });
      expect(await refusal(rename(stranger, 'StolenName', 'RenamedOnce'))).toEqual({
        status: 404,
        message: SAY.characterNotFound.replace('{name}', 'RenamedOnce'),
      });
      expect(await refusal(move(stranger, 'RenamedOnce'))).toMatchObject({ status: 404 });
      expect((await characterRow(player.id)).name).toBe('RenamedOnce');
    });

    it('keeps the cooldown from the last completed change, and refuses while one is pending', async () => {
      const player = await newPlayer();
      await seenLoggedOutLongAgo(player);
      await rename(player, 'CoolDownA');
      const [{ next }] = await game<{ next: string }>(
        'SELECT completionTime + INTERVAL 30 DAY AS next FROM namechanges WHERE characterid = ?',
        [player.id],
      );
      expect(await refusal(rename(player, 'CoolDownB', 'CoolDownA'))).toEqual({
        status: 400,
        message: SAY.nameCooldown.replace('{days}', '30').replace('{date}', `${next.slice(0, 16)} UTC`),
      });
      // A change 31 days ago no longer counts.
      await gameExec(
        'UPDATE namechanges SET requestTime = NOW() - INTERVAL 31 DAY, completionTime = NOW() - INTERVAL 31 DAY WHERE characterid = ?',
        [player.id],
      );
      expect((await rename(player, 'CoolDownB', 'CoolDownA')).newName).toBe('CoolDownB');

      const pending = await newPlayer();
      await seenLoggedOutLongAgo(pending);
      await gameExec('INSERT INTO namechanges (characterid, old, new) VALUES (?, ?, ?)', [
        pending.id,
        pending.character,
        'FromCashShop',
      ]);
      expect(await refusal(rename(pending, 'SiteName'))).toEqual({ status: 400, message: SAY.namePending });
      expect((await characterRow(pending.id)).name).toBe(pending.character);
    });

    describe('with a price', () => {
      beforeAll(() => {
        env.NAME_CHANGE_PRICE_NX = 1_000;
      });
      afterAll(() => {
        env.NAME_CHANGE_PRICE_NX = 0;
      });

      it.each([null, 999])('refuses a balance of %s NX Credit and writes nothing', async (nxCredit) => {
        const player = await newPlayer({ nxCredit });
        await seenLoggedOutLongAgo(player);
        expect(await refusal(rename(player, 'PricyName'))).toEqual({
          status: 400,
          message: SAY.notEnoughNx.replace('{price}', '1 000').replace('{balance}', nxCredit === null ? '0' : '999'),
        });
        expect(await accountRow(player.accountId)).toMatchObject({ nxCredit });
        expect(await nameChanges(player.id)).toEqual([]);
        expect(
          await count('SELECT COUNT(*) AS n FROM henesys_nx_grants WHERE account_id = ?', [player.accountId]),
        ).toBe(0);
      });

      it('takes the price in the same transaction, recorded in the ledger as NX already applied', async () => {
        const player = await newPlayer({ nxCredit: 1_500 });
        await seenLoggedOutLongAgo(player);
        expect(await rename(player, 'PaidName')).toMatchObject({ newName: 'PaidName', nxTaken: 1_000 });
        expect((await accountRow(player.accountId)).nxCredit).toBe(500);
        const ledger = await game<{ balance: string; amount: number; source: string; applied: number }>(
          'SELECT balance, amount, source, applied_at IS NOT NULL AS applied FROM henesys_nx_grants WHERE account_id = ?',
          [player.accountId],
        );
        expect(ledger).toEqual([{ balance: 'credit', amount: -1_000, source: 'rename', applied: 1 }]);
      });
    });

    it('lets one of many parallel renames of one character win', async () => {
      const player = await newPlayer();
      await seenLoggedOutLongAgo(player);
      const results = await Promise.allSettled(
        ['RaceA', 'RaceB', 'RaceC', 'RaceD', 'RaceE', 'RaceF'].map((name) => rename(player, name)),
      );
      const won = results.filter((result) => result.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const result of results)
        if (result.status === 'rejected') expect((result.reason as DomainException).statusCode).toBe(404);
      expect(await nameChanges(player.id)).toHaveLength(1);
    });
  });

  it('gives a name to one of two accounts taking it at once (the game has no unique key on names)', async () => {
    const [first, second] = [await newPlayer(), await newPlayer()];
    await Promise.all([seenLoggedOutLongAgo(first), seenLoggedOutLongAgo(second)]);
    const wanted = `Twin${Date.now().toString(36).slice(-6)}`;
    const results = await Promise.allSettled([rename(first, wanted), rename(second, wanted)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DomainException).message).toBe(SAY.nameTaken);
    expect(await count('SELECT COUNT(*) AS n FROM characters WHERE `name` = ?', [wanted])).toBe(1);
  });

  describe('move to town', () => {
    it('refuses while the account is in game (409) and writes nothing', async () => {
      const player = await newPlayer({ loggedin: 1 });
      expect(await refusal(move(player))).toEqual({ status: 409, message: SAY.logOutFirst });
      expect(await characterRow(player.id)).toMatchObject({ map: 104_040_000, spawnpoint: 3 });
      expect(await accountRow(player.accountId)).toMatchObject({ loggedin: 1 });
    });

    it('moves to Henesys, spawn point 0, never touching loggedin; then once an hour', async () => {
      const player = await newPlayer();
      await seenLoggedOutLongAgo(player);
      expect(await move(player)).toEqual({
        name: player.character,
        mapId: 100_000_000,
        message: SAY.moved.replace('{name}', player.character),
      });
      expect(await characterRow(player.id)).toEqual({ name: player.character, map: 100_000_000, spawnpoint: 0 });
      expect(await accountRow(player.accountId)).toEqual({ loggedin: 0, lastlogin: LASTLOGIN, nxCredit: null });
      expect(await refusal(move(player))).toEqual({
        status: 400,
        message: SAY.moveTooSoon.replace('{name}', player.character).replace('{wait}', '60 minutes'),
      });
      await gameExec(
        'UPDATE henesys_character_moves SET moved_at = NOW(3) - INTERVAL 61 MINUTE WHERE character_id = ?',
        [player.id],
      );
      expect((await move(player)).mapId).toBe(100_000_000);
    });

    it('refuses a character in jail with a message to contact staff', async () => {
      const player = await newPlayer({ map: 300_000_012 });
      await seenLoggedOutLongAgo(player);
      expect(await refusal(move(player))).toEqual({
        status: 400,
        message: SAY.inJail.replace('{name}', player.character),
      });
      expect(await characterRow(player.id)).toMatchObject({ map: 300_000_012, spawnpoint: 3 });
    });
  });
});
