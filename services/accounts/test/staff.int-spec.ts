import { ADMIN_ROLE, MODERATOR_ROLE, StaffActor, StaffGrant, StaffGrantRequest } from '@henesys/contracts';
import { GameDatabase, NxLedger } from '@henesys/game';
import { StaffAuditRecorder } from '@henesys/server';
import { startServiceModule, ServiceModuleUnderTest, until } from '@henesys/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { accountsModule } from '../src/accounts.module';
import { AccountsEnv } from '../src/config/accounts-env';
import { StaffAuditController } from '../src/staff/staff-audit.controller';
import { StaffGrantsService } from '../src/staff/staff-grants.service';
import { StaffHistoryController } from '../src/staff/staff-history.controller';
import { StaffReportsController } from '../src/staff/staff-reports.controller';
import { StaffReportsService } from '../src/staff/staff-reports.service';

/**
 * The staff console's accounts side in this process against real PostgreSQL, its own redis-server and a
 * Cosmic game database with the demo world (account `member` owns MapleHero, Shroomie and LilBandit;
 * `ingame` is logged in and owns AlwaysOn): reports, grants, the audit trail and a player's history.
 */
describe('accounts staff console (real Postgres, game database and Redis)', () => {
  let service: ServiceModuleUnderTest<AccountsEnv>;
  let db: DataSource;
  let reports: StaffReportsService;
  let grants: StaffGrantsService;
  let ledger: NxLedger;
  let nextPlayer = 0;

  const admin: StaffActor = { id: 1, username: 'admin', role: ADMIN_ROLE };
  const secondAdmin: StaffActor = { id: 2, username: 'boss', role: ADMIN_ROLE };
  const moderator: StaffActor = { id: 3, username: 'mod', role: MODERATOR_ROLE };

  let gameDb: GameDatabase;
  const game = <T>(sql: string, params: Array<string | number | null> = []) => gameDb.rows<T>(sql, params);
  const gameExec = (sql: string, params: Array<string | number | null> = []) => gameDb.execute(sql, params);
  const pg = <T>(sql: string, params: unknown[] = []) => db.query(sql, params) as Promise<T[]>;
  const accountId = async (name: string) =>
    (await game<{ id: number }>('SELECT id FROM accounts WHERE `name` = ?', [name]))[0].id;
  const characterId = async (name: string) =>
    (await game<{ id: number }>('SELECT id FROM characters WHERE `name` = ?', [name]))[0].id;
  const balances = async (id: number) =>
    (
      await game<{ nxCredit: number | null; nxPrepaid: number | null; maplePoint: number | null }>(
        'SELECT nxCredit, nxPrepaid, maplePoint FROM accounts WHERE id = ?',
        [id],
      )
    )[0];
  /** A game account of its own (logged out, with a lastlogin) and one character, for tests that move balances. */
  const newPlayer = async (loggedIn = false) => {
    nextPlayer += 1;
    const name = `staffp${nextPlayer}`;
    const created = await gameExec('INSERT INTO accounts (`name`, password, loggedin, lastlogin) VALUES (?, ?, ?, ?)', [
      name,
      'x',
      loggedIn ? 2 : 0,
      '2026-10-01 00:00:00',
    ]);
    const character = await gameExec('INSERT INTO characters (accountid, `name`, level, job) VALUES (?, ?, 30, 100)', [
      created.insertId,
      `${name}C`,
    ]);
    return { id: created.insertId, name, characterId: character.insertId };
  };
  const grantOf = (request: Partial<StaffGrantRequest> & { accountId: number }): StaffGrantRequest => ({
    key: randomUUID(),
    reason: 'Maintenance compensation',
    ...request,
  });
  /** The sweeper's method, twice a second apart: the account is seen logged out with the same lastlogin twice. */
  const applyOffline = async (id: number) => {
    await ledger.applyIfConfirmedOffline(id, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    return ledger.applyIfConfirmedOffline(id, 1);
  };
  const auditRows = (target: string) =>
    pg<{ action: string; before: unknown; after: unknown; actor_name: string; account_id: number | null }>(
      'SELECT action, before, after, actor_name, account_id FROM accounts.staff_audit WHERE target = $1 ORDER BY id',
      [target],
    );

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'accounts_staff',
      envClass: AccountsEnv,
      module: accountsModule,
      env: { VOTE_PINGBACK_KEY: 'staff-test-pingback-key', PENDING_NX_SWEEP_SECONDS: '3600' },
    });
    db = service.get(DataSource);
    gameDb = service.get(GameDatabase);
    reports = service.get(StaffReportsService);
    grants = service.get(StaffGrantsService);
    ledger = service.get(NxLedger);
  }, 90_000);

  afterAll(async () => {
    await service?.close();
  });

  describe('reports', () => {
    let hero: number;
    let alwaysOn: number;
    const ids: number[] = [];

    beforeAll(async () => {
      hero = await characterId('MapleHero');
      alwaysOn = await characterId('AlwaysOn');
      for (const [reporter, reason] of [
        [hero, 0],
        [hero, 1],
        [alwaysOn, 2],
        [999_999, 4],
        [hero, 5],
      ])
        ids.push(
          (
            await gameExec(
              `INSERT INTO reports (reporttime, reporterid, victimid, reason, chatlog, description) VALUES ('2026-11-20 10:00:00', ?, ?, ?, ?, ?)`,
              [reporter, reporter === hero ? alwaysOn : hero, reason, `chat ${reason}`, `description ${reason}`],
            )
          ).insertId,
        );
    });

    it('lists open reports newest first, by page, with both characters, their accounts and the reason in words', async () => {
      const first = await reports.list('open', 1, 2);
      expect(first.pagination).toEqual({ page: 1, pages: 3, total: 5, limit: 2 });
      expect(first.openCount).toBe(5);
      expect(first.reports.map((report) => report.id)).toEqual([ids[4], ids[3]]);
      expect(first.reports[0]).toEqual({
        id: ids[4],
        at: '2026-11-20T10:00:00.000Z',
        reporter: { characterId: hero, name: 'MapleHero', accountId: await accountId('member') },
        victim: { characterId: alwaysOn, name: 'AlwaysOn', accountId: await accountId('ingame') },
        reasonCode: 5,
        reason: 'Advertising',
        chatLog: 'chat 5',
        description: 'description 5',
        status: 'open',
        handledBy: null,
        handledAt: null,
      });
      // A character that no longer exists keeps its id, without a name.
      expect(first.reports[1].reporter).toEqual({ characterId: 999_999, name: null, accountId: null });
      const last = await reports.list('open', 3, 2);
      expect(last.reports.map((report) => report.id)).toEqual([ids[0]]);
      expect((await reports.list('open', 4, 2)).reports).toEqual([]);
    });

    it('changes a status in the site only, counts open reports, audits each change with before and after', async () => {
      const before = await game('SELECT * FROM reports ORDER BY id');
      const dismissed = await reports.setStatus(moderator, ids[1], 'dismissed');
      expect(dismissed.message).toBe(`Report #${ids[1]} dismissed.`);
      expect(dismissed.report).toMatchObject({ id: ids[1], status: 'dismissed', handledBy: 'mod', reason: 'Botting' });
      expect(dismissed.report.handledAt).toEqual(expect.any(String));
      await expect(reports.setStatus(admin, ids[1], 'dismissed')).resolves.toMatchObject({
        message: `Report #${ids[1]} is already dismissed.`,
      });
      await expect(reports.setStatus(admin, ids[2], 'actioned')).resolves.toMatchObject({
        message: `Report #${ids[2]} marked actioned.`,
      });
      const open = await reports.list('open', 1, 10);
      expect(open.pagination.total).toBe(3);
      expect(open.openCount).toBe(3);
      expect(open.reports.map((report) => report.id)).toEqual([ids[4], ids[3], ids[0]]);
      expect((await reports.list('dismissed', 1, 10)).reports.map((report) => report.id)).toEqual([ids[1]]);
      const actioned = await reports.list('actioned', 1, 10);
      expect(actioned).toMatchObject({ openCount: 3, pagination: { total: 1 } });
      expect(actioned.reports[0]).toMatchObject({ id: ids[2], status: 'actioned', handledBy: 'admin' });
      await expect(service.get(StaffReportsController).count()).resolves.toEqual({ open: 3 });

      const reopened = await reports.setStatus(admin, ids[1], 'open');
      expect(reopened).toMatchObject({
        message: `Report #${ids[1]} reopened.`,
        report: { status: 'open', handledBy: null, handledAt: null },
      });
      expect(await game('SELECT * FROM reports ORDER BY id')).toEqual(before);

      await until('the report changes are audited', async () => (await auditRows(`report:${ids[1]}`)).length === 2);
      expect(await auditRows(`report:${ids[1]}`)).toEqual([
        {
          action: 'report.status',
          before: { status: 'open' },
          after: { status: 'dismissed' },
          actor_name: 'mod',
          account_id: await accountId('ingame'),
        },
        {
          action: 'report.status',
          before: { status: 'dismissed' },
          after: { status: 'open' },
          actor_name: 'admin',
          account_id: await accountId('ingame'),
        },
      ]);
    });

    it('finds a report the game wrote since the last list, answers 404 for an unknown one and 403 for a non-staff actor', async () => {
      const { insertId } = await gameExec(
        `INSERT INTO reports (reporterid, victimid, reason, chatlog, description) VALUES (?, ?, 3, '', 'fake GM')`,
        [alwaysOn, hero],
      );
      await expect(reports.setStatus(moderator, insertId, 'actioned')).resolves.toMatchObject({
        report: { id: insertId, reason: 'Fake GM', status: 'actioned' },
      });
      await expect(reports.setStatus(admin, insertId + 100, 'dismissed')).rejects.toMatchObject({
        statusCode: 404,
        message: `Report #${insertId + 100} not found.`,
      });
      await expect(
        reports.setStatus({ id: 9, username: 'member', role: 'member' }, ids[0], 'dismissed'),
      ).rejects.toMatchObject({ statusCode: 403, message: 'Only staff can change a report.' });
    });
  });

  describe('grants', () => {
    it('keeps NX in the ledger until the sweeper sees the account logged out twice; an account in game never gets it', async () => {
      const player = await newPlayer();
      const grant = await grants.grant(admin, grantOf({ accountId: player.id, nx: { type: 'credit', amount: 5000 } }));
      expect(grant).toEqual({
        key: expect.any(String),
        accountId: player.id,
        accountName: player.name,
        reason: 'Maintenance compensation',
        nx: { type: 'credit', amount: 5000 },
        items: [],
        by: 'admin',
        createdAt: expect.any(String),
        delivery: { nx: 'waiting', items: 'none' },
        created: true,
      });
      expect(
        await game('SELECT balance, amount, source, applied_at FROM henesys_nx_grants WHERE source_key = ?', [
          `grant:${grant.key}`,
        ]),
      ).toEqual([{ balance: 'credit', amount: 5000, source: 'staff', applied_at: null }]);
      expect(
        await game('SELECT account_id FROM henesys_deliveries WHERE delivery_key = ?', [`grant:${grant.key}`]),
      ).toEqual([{ account_id: player.id }]);
      expect(await balances(player.id)).toEqual({ nxCredit: null, nxPrepaid: null, maplePoint: null });

      expect(await applyOffline(player.id)).toEqual({ credit: 5000, prepaid: 0, maplePoint: 0 });
      expect(await balances(player.id)).toMatchObject({ nxCredit: 5000 });
      expect((await grants.ofAccount(player.id, 10))[0].delivery).toEqual({ nx: 'applied', items: 'none' });

      const inGame = await newPlayer(true);
      await grants.grant(admin, grantOf({ accountId: inGame.id, nx: { type: 'prepaid', amount: 7000 } }));
      expect(await applyOffline(inGame.id)).toEqual({ credit: 0, prepaid: 0, maplePoint: 0 });
      expect(await balances(inGame.id)).toEqual({ nxCredit: null, nxPrepaid: null, maplePoint: null });
      expect(await ledger.pending(inGame.id)).toEqual({ credit: 0, prepaid: 7000, maplePoint: 0 });
    });

    it('sends Maple Points: to the maplePoint column offline, as a type 1 coupon line for a player in game', async () => {
      const offline = await newPlayer();
      await grants.grant(admin, grantOf({ accountId: offline.id, nx: { type: 'maplePoint', amount: 3000 } }));
      expect(await applyOffline(offline.id)).toEqual({ credit: 0, prepaid: 0, maplePoint: 3000 });
      expect(await balances(offline.id)).toEqual({ nxCredit: 0, nxPrepaid: 0, maplePoint: 3000 });

      const inGame = await newPlayer(true);
      const grant = await grants.grant(
        admin,
        grantOf({ accountId: inGame.id, nx: { type: 'maplePoint', amount: 2500 } }),
      );
      const coupon = await ledger.couponForPending(inGame.id);
      expect(coupon).toMatchObject({ credit: 0, prepaid: 0, maplePoint: 2500 });
      expect(
        await game('SELECT i.type, i.quantity FROM nxcode_items i JOIN nxcode c ON c.id = i.codeid WHERE c.code = ?', [
          coupon?.code ?? '',
        ]),
      ).toEqual([{ type: 1, quantity: 2500 }]);
      expect((await grants.ofAccount(inGame.id, 10)).map((one) => [one.key, one.delivery.nx])).toEqual([
        [grant.key, 'coupon'],
      ]);
    });

    it("sends items as Duey packages (inventoryitems of type 9) to the account's own characters, with the note", async () => {
      const member = await accountId('member');
      const [hero, shroomie] = [await characterId('MapleHero'), await characterId('Shroomie')];
      const grant = await grants.grant(
        admin,
        grantOf({
          accountId: member,
          reason: 'Event winner',
          items: [
            { characterId: hero, itemId: 2000005, quantity: 10 },
            { characterId: shroomie, itemId: 4031013, quantity: 3 },
          ],
        }),
      );
      expect(grant).toMatchObject({
        accountName: 'member',
        nx: null,
        items: [
          { characterId: hero, itemId: 2000005, quantity: 10, characterName: 'MapleHero' },
          { characterId: shroomie, itemId: 4031013, quantity: 3, characterName: 'Shroomie' },
        ],
        delivery: { nx: 'none', items: 'in-duey' },
      });
      expect(
        await game(
          `SELECT p.ReceiverId, p.SenderName, p.Mesos, p.Message, p.Checked, p.Type, i.itemid, i.inventorytype, i.quantity, i.accountid
             FROM dueypackages p JOIN inventoryitems i ON i.type = 9 AND i.characterid = p.PackageId
            WHERE p.Message = 'Staff gift: Event winner' ORDER BY p.PackageId`,
        ),
      ).toEqual([
        {
          ReceiverId: hero,
          SenderName: 'Henesys Staff',
          Mesos: 0,
          Message: 'Staff gift: Event winner',
          Checked: 1,
          Type: 0,
          itemid: 2000005,
          inventorytype: 2,
          quantity: 10,
          accountid: null,
        },
        {
          ReceiverId: shroomie,
          SenderName: 'Henesys Staff',
          Mesos: 0,
          Message: 'Staff gift: Event winner',
          Checked: 1,
          Type: 0,
          itemid: 4031013,
          inventorytype: 4,
          quantity: 3,
          accountid: null,
        },
      ]);
      // Claimable at once: the package's time is in the past.
      expect(
        await game(
          `SELECT count(*) AS n FROM dueypackages WHERE Message = 'Staff gift: Event winner' AND TimeStamp < UTC_TIMESTAMP()`,
        ),
      ).toEqual([{ n: 2 }]);
    });

    it('refuses a foreign character, equipment, a bad quantity, no reason, nothing to send and an unknown account, writing nothing', async () => {
      const member = await accountId('member');
      const hero = await characterId('MapleHero');
      const alwaysOn = await characterId('AlwaysOn');
      const refused = async (request: Omit<StaffGrantRequest, 'key'>, statusCode: number, message: string) => {
        const key = randomUUID();
        await expect(grants.grant(admin, { key, ...request })).rejects.toMatchObject({ statusCode, message });
        expect(
          await game('SELECT delivery_key FROM henesys_deliveries WHERE delivery_key = ?', [`grant:${key}`]),
        ).toEqual([]);
        expect(await pg('SELECT grant_key FROM accounts.staff_grants WHERE grant_key = $1', [key])).toEqual([]);
      };
      const reason = 'Because';
      await refused(
        { accountId: member, reason, items: [{ characterId: alwaysOn, itemId: 2000005, quantity: 1 }] },
        400,
        `Character #${alwaysOn} is not on member's account.`,
      );
      await refused(
        { accountId: member, reason, items: [{ characterId: hero, itemId: 1302000, quantity: 1 }] },
        400,
        "Item 1302000 cannot be sent through Duey: only use, set-up and etc items (ids 2000000 to 4999999). Equipment needs stats only the game's data has, and cash items belong in the Cash Shop.",
      );
      for (const quantity of [0, 32_768])
        await refused(
          { accountId: member, reason, items: [{ characterId: hero, itemId: 2000005, quantity }] },
          400,
          'Item quantities must be between 1 and 32 767.',
        );
      await refused(
        { accountId: member, reason, items: [{ characterId: hero, itemId: -5, quantity: 1 }] },
        400,
        'Item ids must be positive whole numbers.',
      );
      await refused(
        { accountId: member, reason: '   ', nx: { type: 'credit', amount: 10 } },
        400,
        'Give a reason for the grant (up to 200 characters).',
      );
      await refused({ accountId: member, reason, items: [] }, 400, 'Send NX or at least one item.');
      await refused(
        { accountId: member, reason, nx: { type: 'credit', amount: 0 } },
        400,
        'The NX amount must be a whole number other than 0.',
      );
      await refused(
        { accountId: 987_654, reason, nx: { type: 'credit', amount: 10 } },
        404,
        'Game account #987654 not found.',
      );
    });

    it('refuses a moderator with 403 and writes nothing', async () => {
      const member = await accountId('member');
      const request = grantOf({ accountId: member, nx: { type: 'credit', amount: 1_000_000 } });
      await expect(grants.grant(moderator, request)).rejects.toMatchObject({
        statusCode: 403,
        message: 'Only an Admin can send NX or items.',
      });
      expect(
        await game('SELECT source_key FROM henesys_nx_grants WHERE source_key = ?', [`grant:${request.key}`]),
      ).toEqual([]);
    });

    it('delivers once when 12 identical grants arrive at once from two admins: one set of game rows, the same grant in every answer', async () => {
      const member = await accountId('member');
      const hero = await characterId('LilBandit');
      const request = grantOf({
        accountId: member,
        reason: 'Double click',
        nx: { type: 'prepaid', amount: 1234 },
        items: [{ characterId: hero, itemId: 2000005, quantity: 7 }],
      });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => grants.grant(index % 2 ? secondAdmin : admin, request)),
      );
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      const strip = ({ created: _created, ...grant }: StaffGrant) => grant;
      for (const answer of answers) expect(strip(answer)).toEqual(strip(answers[0]));
      const key = `grant:${request.key}`;
      expect(await game('SELECT count(*) AS n FROM henesys_deliveries WHERE delivery_key = ?', [key])).toEqual([
        { n: 1 },
      ]);
      expect(await game('SELECT amount FROM henesys_nx_grants WHERE source_key = ?', [key])).toEqual([
        { amount: 1234 },
      ]);
      expect(await game(`SELECT count(*) AS n FROM dueypackages WHERE Message = 'Staff gift: Double click'`)).toEqual([
        { n: 1 },
      ]);
      expect(
        await pg('SELECT count(*)::int AS n FROM accounts.staff_grants WHERE grant_key = $1', [request.key]),
      ).toEqual([{ n: 1 }]);
      // A retry long after answers the same grant again.
      await expect(grants.grant(admin, request)).resolves.toEqual({ ...strip(answers[0]), created: false });
      await until('the grant is audited', async () => (await auditRows(`account:${member}`)).length > 0);
      expect(
        (await auditRows(`account:${member}`)).filter(
          (row) => (row.after as { key?: string } | null)?.key === request.key,
        ),
      ).toEqual([
        {
          action: 'grant',
          before: null,
          after: {
            key: request.key,
            nx: { type: 'prepaid', amount: 1234 },
            items: [{ characterId: hero, itemId: 2000005, quantity: 7, characterName: 'LilBandit' }],
          },
          actor_name: answers[0].by,
          account_id: member,
        },
      ]);
    });

    it('records a grant whose game rows committed but whose row here was lost, without writing the game rows again', async () => {
      const player = await newPlayer();
      const request = grantOf({
        accountId: player.id,
        reason: 'Lost answer',
        nx: { type: 'credit', amount: 100 },
        items: [{ characterId: player.characterId, itemId: 2000005, quantity: 1 }],
      });
      await grants.grant(admin, request);
      // As if the process died between the game commit and the PostgreSQL commit.
      await pg('DELETE FROM accounts.staff_grants WHERE grant_key = $1', [request.key]);
      await expect(grants.grant(admin, request)).resolves.toMatchObject({ key: request.key, created: true });
      expect(
        await game('SELECT count(*) AS n FROM henesys_nx_grants WHERE source_key = ?', [`grant:${request.key}`]),
      ).toEqual([{ n: 1 }]);
      expect(await game(`SELECT count(*) AS n FROM dueypackages WHERE Message = 'Staff gift: Lost answer'`)).toEqual([
        { n: 1 },
      ]);
    });

    it('takes NX back only up to the balance plus what waits, never below zero; a coupon leaves NX taken back for the sweeper', async () => {
      const player = await newPlayer();
      await gameExec('UPDATE accounts SET nxCredit = 1000 WHERE id = ?', [player.id]);
      await grants.grant(admin, grantOf({ accountId: player.id, nx: { type: 'credit', amount: 500 } }));
      await expect(
        grants.grant(admin, grantOf({ accountId: player.id, nx: { type: 'credit', amount: -2000 } })),
      ).rejects.toMatchObject({
        statusCode: 400,
        message:
          'The account holds only 1 500 NX Credit (its balance and the NX waiting for it): it cannot take back 2 000.',
      });
      await expect(
        grants.grant(admin, grantOf({ accountId: player.id, nx: { type: 'prepaid', amount: -1 } })),
      ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('holds only 0 NX Prepaid') });
      const back = await grants.grant(admin, grantOf({ accountId: player.id, nx: { type: 'credit', amount: -1500 } }));
      expect(back).toMatchObject({ nx: { type: 'credit', amount: -1500 }, delivery: { nx: 'waiting' }, created: true });
      expect(await ledger.pending(player.id)).toEqual({ credit: -1000, prepaid: 0, maplePoint: 0 });
      // The player spent NX in game meanwhile: what is taken back stops at zero.
      await gameExec('UPDATE accounts SET nxCredit = 200 WHERE id = ?', [player.id]);
      await applyOffline(player.id);
      expect(await balances(player.id)).toMatchObject({ nxCredit: 0 });

      const inGame = await newPlayer(true);
      await gameExec('UPDATE accounts SET nxCredit = 4000 WHERE id = ?', [inGame.id]);
      await grants.grant(admin, grantOf({ accountId: inGame.id, nx: { type: 'credit', amount: 5000 } }));
      const takeBack = await grants.grant(
        admin,
        grantOf({ accountId: inGame.id, nx: { type: 'credit', amount: -3000 } }),
      );
      expect(await ledger.couponForPending(inGame.id)).toMatchObject({ credit: 5000 });
      expect(await ledger.pending(inGame.id)).toEqual({ credit: -3000, prepaid: 0, maplePoint: 0 });
      expect((await grants.ofAccount(inGame.id, 10)).map((grant) => [grant.key, grant.delivery.nx])).toEqual([
        [takeBack.key, 'waiting'],
        [expect.any(String), 'coupon'],
      ]);
      await gameExec('UPDATE accounts SET loggedin = 0 WHERE id = ?', [inGame.id]);
      expect(await applyOffline(inGame.id)).toEqual({ credit: -3000, prepaid: 0, maplePoint: 0 });
      expect(await balances(inGame.id)).toMatchObject({ nxCredit: 1000 });
    });
  });

  describe('audit trail and history', () => {
    it('writes each queued action once, filters by actor, action and target, and refuses any change to a row', async () => {
      const recorder = service.get(StaffAuditRecorder);
      const event = {
        actor: { id: 7, name: 'Zelda' },
        action: 'ban' as const,
        target: 'account:424242',
        targetLabel: 'Badguy',
        accountId: 424242,
        reason: 'Botting',
        before: { banned: false },
        after: { banned: true },
      };
      await recorder.record('ban:424242:1', event);
      await recorder.record('ban:424242:1', event);
      await recorder.record('unban:424242:1', {
        ...event,
        action: 'unban',
        before: { banned: true },
        after: { banned: false },
      });
      await until('the ban actions are audited', async () => (await auditRows('account:424242')).length === 2);
      const audit = service.get(StaffAuditController);
      const byZelda = await audit.list({ actor: 'zel', page: 1, limit: 10 });
      expect(byZelda.pagination).toEqual({ page: 1, pages: 1, total: 2, limit: 10 });
      expect(byZelda.entries.map((entry) => entry.action)).toEqual(['unban', 'ban']);
      expect(byZelda.entries[1]).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        ...event,
      });
      expect((await audit.list({ action: 'ban', target: 'account:424242', page: 1, limit: 10 })).pagination.total).toBe(
        1,
      );
      expect((await audit.list({ target: 'badg', page: 1, limit: 10 })).pagination.total).toBe(2);
      expect((await audit.list({ target: 'adguy', page: 1, limit: 10 })).pagination.total).toBe(0);
      expect((await audit.list({ actor: 'z%', page: 1, limit: 10 })).pagination.total).toBe(0);
      const paged = await audit.list({ page: 2, limit: 1 });
      expect(paged.entries).toHaveLength(1);
      expect(paged.pagination.pages).toBe(paged.pagination.total);

      await expect(pg(`UPDATE accounts.staff_audit SET reason = 'x' WHERE target = 'account:424242'`)).rejects.toThrow(
        /append-only/,
      );
      await expect(pg(`DELETE FROM accounts.staff_audit WHERE target = 'account:424242'`)).rejects.toThrow(
        /append-only/,
      );
    });

    it("answers a player's history: NX waiting, votes, activity, grants and the staff actions concerning the account", async () => {
      const player = await newPlayer(true);
      await pg(
        `INSERT INTO accounts.votes (account_id, account_name, voter_ip, site, outcome, credited) VALUES ($1, $2, '203.0.113.9', 'GTop100', 'credited', true)`,
        [player.id, player.name],
      );
      const grant = await grants.grant(
        admin,
        grantOf({
          accountId: player.id,
          nx: { type: 'credit', amount: 5000 },
          items: [{ characterId: player.characterId, itemId: 2000005, quantity: 2 }],
        }),
      );
      await grants.grant(admin, grantOf({ accountId: player.id, nx: { type: 'maplePoint', amount: 300 } }));
      const history = service.get(StaffHistoryController);
      await until('the gifts are in the activity log', async () => {
        const answer = await history.history({ accountId: player.id, accountName: player.name.toUpperCase() });
        return answer.activity.length === 2 && answer.audit.length === 2;
      });
      const answer = await history.history({ accountId: player.id, accountName: player.name });
      expect(answer.pendingNx).toEqual({ credit: 5000, prepaid: 0, maplePoint: 300 });
      expect(answer.votes).toEqual([{ at: expect.any(String), site: 'GTop100', credited: true }]);
      expect(answer.activity.map((line) => [line.type, line.details]).sort()).toEqual([
        ['staff-gift', `Staff gift: 300 Maple Points`],
        ['staff-gift', `Staff gift: 5 000 NX Credit, item 2000005 × 2 to ${player.name}C`],
      ]);
      expect(answer.grants.map((one) => one.key)).toEqual([expect.any(String), grant.key]);
      expect(answer.grants[1]).toEqual({ ...grant, created: false });
      expect(answer.audit.map((entry) => [entry.action, entry.targetLabel, entry.accountId])).toEqual([
        ['grant', player.name, player.id],
        ['grant', player.name, player.id],
      ]);
    });
  });
});
