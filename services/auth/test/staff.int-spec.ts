import {
  ADMIN_ROLE,
  DomainException,
  MEMBER_ROLE,
  MESSAGES,
  MODERATOR_ROLE,
  STAFF_AUDIT_QUEUE,
  StaffActor,
  StaffAuditJob,
} from '@henesys/contracts';
import { GameDatabase, NO_TEMPBAN } from '@henesys/game';
import { bullConnection } from '@henesys/server';
import { refusal, ServiceModuleUnderTest } from '@henesys/testing';
import { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuthEnv } from '../src/config/auth-env';
import { startAuthModule } from './auth-module';
import { LoginUseCase } from '../src/login/login.use-case';
import { LoginAddressesRepository } from '../src/staff/login-addresses.repository';
import { StaffBanList } from '../src/staff/staff-ban-list';
import { StaffModerationUseCase } from '../src/staff/staff-moderation.use-case';
import { StaffPlayer } from '../src/staff/staff-player';
import { StaffSearch } from '../src/staff/staff-search';
import { TokenIssuer } from '../src/tokens/token-issuer';
import { SiteUsers } from '../src/users/site-users';

interface BanColumns {
  banned: number;
  banreason: string | null;
  tempban: string;
  greason: number;
}

/**
 * The staff console's identity side (auth) in this process, on real PostgreSQL, Redis and a game
 * database made from Cosmic's own table files with the demo world: search, the player's page, bans
 * written and lifted in the game's own columns and tables, sessions and roles.
 */
describe('auth staff module (real Postgres, Redis and a Cosmic game database)', () => {
  let service: ServiceModuleUnderTest<AuthEnv>;
  let game: GameDatabase;
  let db: DataSource;
  let moderation: StaffModerationUseCase;
  let audit: Queue<StaffAuditJob>;
  let admin: StaffActor;
  let moderator: StaffActor;

  /** A game account of its own (with one character) and its site user, for each test. */
  async function newPlayer(options: { macs?: string; hwid?: string; ip?: string } = {}) {
    const name = `p${randomBytes(4).toString('hex')}`;
    const account = await game.execute(
      'INSERT INTO accounts (`name`, password, email, birthday, macs, hwid, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [name, 'x', `${name}@example.com`, '2000-01-01', options.macs ?? null, options.hwid ?? '', options.ip ?? null],
    );
    const character = await game.execute(
      'INSERT INTO characters (accountid, `name`, level, job, map, meso, fame) VALUES (?, ?, 30, 200, 100000000, 5000, 3)',
      [account.insertId, `C${name}`],
    );
    const user = await service.get(SiteUsers).forGameAccount({
      id: account.insertId,
      name,
      email: `${name}@example.com`,
      birthday: '2000-01-01',
    });
    if (!user) throw new Error('no site user');
    return { accountId: account.insertId, characterId: character.insertId, name, user };
  }

  const banColumns = async (accountId: number) =>
    (
      await game.rows<BanColumns>('SELECT banned, banreason, tempban, greason FROM accounts WHERE id = ?', [accountId])
    )[0];
  const count = async (sql: string, params: Array<string | number>) =>
    Number((await game.rows<{ n: number }>(sql, params))[0].n);
  const auditJobs = async (target: string) =>
    (await audit.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((job) => job.data.target === target);

  beforeAll(async () => {
    service = await startAuthModule('auth_staff');
    if (!service.game) throw new Error('no game database');
    game = service.game.db;
    db = service.get(DataSource);
    moderation = service.get(StaffModerationUseCase);
    audit = new Queue(STAFF_AUDIT_QUEUE, { connection: bullConnection(service.redis.url) });
    const siteUsers = service.get(SiteUsers);
    const adopt = async (name: string, role: string): Promise<StaffActor> => {
      const account = (await game.rows<{ id: number }>('SELECT id FROM accounts WHERE `name` = ?', [name]))[0];
      const user = await siteUsers.forGameAccount({ id: account.id, name, email: null, birthday: '2000-01-01' });
      if (!user) throw new Error(`no site user for ${name}`);
      await db.query('UPDATE auth.users SET role = $2 WHERE id = $1', [user.id, role]);
      return { id: user.id, username: name, role };
    };
    admin = await adopt('admin', ADMIN_ROLE);
    moderator = await adopt('moderator', MODERATOR_ROLE);
  }, 120_000);

  afterAll(async () => {
    await audit?.close();
    await service?.close();
  });

  describe('search', () => {
    it('finds a player by account name, character name, email, login address or Discord user, by prefix', async () => {
      const player = await newPlayer({ ip: '203.0.113.77' });
      await service.get(LoginAddressesRepository).record(player.user.id, '198.51.100.23', new Date());
      const search = service.get(StaffSearch);
      const idsFor = async (q: string, discord: number[] = []) =>
        (await search.search(q, discord)).map((hit) => hit.accountId);
      expect(await idsFor(player.name.slice(0, 6))).toContain(player.accountId);
      expect(await idsFor(`C${player.name}`.slice(0, 7))).toContain(player.accountId);
      expect(await idsFor(`${player.name}@exa`)).toContain(player.accountId);
      expect(await idsFor('198.51.100.2')).toContain(player.accountId);
      expect(await idsFor('203.0.113.7')).toContain(player.accountId);
      expect(await idsFor('zzzz', [player.user.id])).toEqual([player.accountId]);
      const [hit] = await search.search(player.name);
      expect(hit).toEqual({
        accountId: player.accountId,
        name: player.name,
        email: `${player.name}@example.com`,
        characters: [`C${player.name}`],
        banned: false,
      });
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await service.get(StaffSearch).search('%')).toEqual([]);
      expect(await service.get(StaffSearch).search('_')).toEqual([]);
    });
  });

  describe("the player's page", () => {
    it('shows the account, its characters with their items, its sessions and the other accounts seen at its addresses', async () => {
      const player = await newPlayer({ ip: '192.0.2.10' });
      const alt = await newPlayer();
      await game.execute(
        "INSERT INTO inventoryitems (type, characterid, itemid, inventorytype, position, quantity, owner, flag, giftFrom) VALUES (1, ?, 1302000, -11, -11, 1, '', 0, '')",
        [player.characterId],
      );
      const addresses = service.get(LoginAddressesRepository);
      await addresses.record(player.user.id, '192.0.2.44', new Date('2026-11-01T00:00:00Z'));
      await addresses.record(player.user.id, '192.0.2.44', new Date('2026-11-20T00:00:00Z'));
      await addresses.record(alt.user.id, '192.0.2.44', new Date());
      await service.get(TokenIssuer).issue(player.user, '192.0.2.44');
      const page = await service.get(StaffPlayer).identity(player.accountId);
      expect(page.account).toMatchObject({
        id: player.accountId,
        name: player.name,
        loggedIn: false,
        banned: false,
        role: 'member',
        siteUserId: player.user.id,
        gameIp: '192.0.2.10',
        twoFactor: false,
        gmLevel: 0,
      });
      expect(page.characters).toEqual([
        expect.objectContaining({
          name: `C${player.name}`,
          level: 30,
          job: 'Magician',
          map: 100000000,
          meso: 5000,
          items: [{ itemId: 1302000, quantity: 1, inventoryType: -11, position: -11 }],
        }),
      ]);
      expect(page.addresses).toEqual([
        {
          ip: '192.0.2.44',
          firstSeen: '2026-11-01T00:00:00.000Z',
          lastSeen: '2026-11-20T00:00:00.000Z',
          otherAccounts: [{ accountId: alt.accountId, name: alt.name }],
        },
      ]);
      expect(page.sessions).toEqual([expect.objectContaining({ ip: '192.0.2.44' })]);
    });

    it('answers 404 for an account the game does not have', async () => {
      expect(await refusal(service.get(StaffPlayer).identity(987_654))).toEqual({
        status: 404,
        message: 'No player has that account id.',
      });
    });
  });

  describe('bans', () => {
    it("bans in the game's columns and tables, ends the site sessions, refuses the login with the reason, and the unban undoes exactly that", async () => {
      const player = await newPlayer({
        macs: '00-11-22-33-44-55, 66-77-88-99-AA-BB',
        hwid: 'ABCDEF123456',
        ip: '10.1.2.3',
      });
      await game.execute("INSERT INTO macfilters (filter) VALUES ('66-77-.*')");
      await game.execute("INSERT INTO ipbans (ip, aid) VALUES ('10.9.9.', '1')");
      const { token } = await service.get(TokenIssuer).issue(player.user, '10.1.2.3');
      expect(token).toBeTruthy();

      const answer = await moderation.ban(moderator, player.accountId, {
        reason: 'Botting in Ellinia',
        reasonCode: 2,
        ip: true,
        mac: true,
        hwid: true,
      });
      expect(answer.ban).toEqual({ banned: true, banReason: 'Botting in Ellinia', reasonCode: 2, tempBanUntil: null });
      expect(await banColumns(player.accountId)).toEqual({
        banned: 1,
        banreason: 'Botting in Ellinia',
        tempban: NO_TEMPBAN,
        greason: 2,
      });
      expect(await game.rows('SELECT ip, aid FROM ipbans WHERE aid = ?', [String(player.accountId)])).toEqual([
        { ip: '10.1.2.3', aid: String(player.accountId) },
      ]);
      expect(await game.rows('SELECT mac FROM macbans WHERE aid = ?', [String(player.accountId)])).toEqual([
        { mac: '00-11-22-33-44-55' },
      ]);
      expect(await count('SELECT COUNT(*) AS n FROM hwidbans WHERE hwid = ?', ['ABCDEF123456'])).toBe(1);
      expect((await service.get(StaffPlayer).identity(player.accountId)).sessions).toEqual([]);
      expect(await refusal(service.get(LoginUseCase).continueFor(player.user, '10.1.2.3'))).toEqual({
        status: 403,
        message: `${MESSAGES.accountBanned} Reason: Botting in Ellinia`,
      });
      const [banJob] = await auditJobs(`account:${player.accountId}`);
      expect(banJob.data).toMatchObject({
        action: 'ban',
        actor: { id: moderator.id, name: 'moderator' },
        targetLabel: player.name,
        accountId: player.accountId,
        reason: 'Botting in Ellinia',
        before: { banned: false },
        after: { banned: true, banReason: 'Botting in Ellinia', ips: 1, macs: 1, hwid: true },
      });

      const lifted = await moderation.unban(moderator, player.accountId, 'Appeal accepted');
      expect(lifted.ban.banned).toBe(false);
      expect(await banColumns(player.accountId)).toEqual({
        banned: 0,
        banreason: null,
        tempban: NO_TEMPBAN,
        greason: 0,
      });
      expect(await count('SELECT COUNT(*) AS n FROM ipbans WHERE aid = ?', [String(player.accountId)])).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM macbans WHERE aid = ?', [String(player.accountId)])).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM hwidbans WHERE hwid = ?', ['ABCDEF123456'])).toBe(0);
      expect(await count("SELECT COUNT(*) AS n FROM ipbans WHERE ip = '10.9.9.'", [])).toBe(1);
      expect((await auditJobs(`account:${player.accountId}`)).map((job) => job.data.action).sort()).toEqual([
        'ban',
        'unban',
      ]);
    });

    it('bans until a time with tempban, refuses the login with the end, and the unban puts the sentinel back', async () => {
      const player = await newPlayer();
      const until = new Date(Date.now() + 3 * 24 * 3600 * 1000);
      until.setUTCSeconds(0, 0);
      const answer = await moderation.ban(admin, player.accountId, { reason: 'Spam', until: until.toISOString() });
      expect(answer.ban).toEqual({ banned: true, banReason: 'Spam', reasonCode: 0, tempBanUntil: until.toISOString() });
      expect(await banColumns(player.accountId)).toMatchObject({
        banned: 0,
        tempban: until.toISOString().slice(0, 19).replace('T', ' '),
      });
      expect(await refusal(service.get(LoginUseCase).continueFor(player.user, '10.0.0.1'))).toEqual({
        status: 403,
        message: `${MESSAGES.accountBannedUntil.replace('{until}', `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`)} Reason: Spam`,
      });
      await moderation.unban(admin, player.accountId);
      expect(await banColumns(player.accountId)).toMatchObject({ banned: 0, tempban: NO_TEMPBAN });
    });

    it("lifts a GM's in-game ban the way the game's !unban does (banned = -1, the account's ipbans and macbans gone)", async () => {
      const player = await newPlayer();
      await game.execute("UPDATE accounts SET banned = 1, banreason = 'GM ban' WHERE id = ?", [player.accountId]);
      await game.execute("INSERT INTO ipbans (ip, aid) VALUES ('10.5.5.5', ?)", [String(player.accountId)]);
      const list = await service.get(StaffBanList).page(1, 50);
      expect(list.bans).toContainEqual(
        expect.objectContaining({ accountId: player.accountId, source: 'game', bannedBy: null, banReason: 'GM ban' }),
      );
      await moderation.unban(moderator, player.accountId);
      expect(await banColumns(player.accountId)).toMatchObject({ banned: -1 });
      expect(await count('SELECT COUNT(*) AS n FROM ipbans WHERE aid = ?', [String(player.accountId)])).toBe(0);
      expect((await service.get(StaffPlayer).identity(player.accountId)).account.banned).toBe(false);
    });

    it('lists site bans with who banned', async () => {
      const player = await newPlayer();
      await moderation.ban(moderator, player.accountId, { reason: 'Scamming' });
      const { bans } = await service.get(StaffBanList).page(1, 50);
      expect(bans).toContainEqual(
        expect.objectContaining({
          accountId: player.accountId,
          source: 'site',
          bannedBy: 'moderator',
          banReason: 'Scamming',
        }),
      );
    });

    it('refuses a staff account, a time in the past, a second ban and an unknown account; an unbanned player cannot be unbanned', async () => {
      const player = await newPlayer();
      expect(
        await refusal(
          moderation.ban(moderator, (await newPlayer()).accountId, { reason: 'x', until: '2001-01-01T00:00:00Z' }),
        ),
      ).toEqual({
        status: 400,
        message: 'until must be in the future',
      });
      const admins = await game.rows<{ id: number }>("SELECT id FROM accounts WHERE `name` = 'admin'");
      expect((await refusal(moderation.ban(moderator, admins[0].id, { reason: 'x' }))).status).toBe(403);
      expect((await refusal(moderation.ban(moderator, 987_654, { reason: 'x' }))).status).toBe(404);
      expect(await refusal(moderation.unban(moderator, player.accountId))).toEqual({
        status: 409,
        message: 'This player is not banned.',
      });
    });

    it('writes one ban when eight staff ban the same player at once', async () => {
      const player = await newPlayer({ ip: '10.7.7.7' });
      const answers = await Promise.allSettled(
        Array.from({ length: 8 }, () => moderation.ban(moderator, player.accountId, { reason: 'Race', ip: true })),
      );
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
      for (const answer of answers.filter((candidate) => candidate.status === 'rejected'))
        expect(((answer as PromiseRejectedResult).reason as DomainException).statusCode).toBe(409);
      expect(await count('SELECT COUNT(*) AS n FROM ipbans WHERE aid = ?', [String(player.accountId)])).toBe(1);
    });
  });

  describe('roles and sessions', () => {
    it('lets an Admin make a player a Moderator (their sessions end) and refuses a Moderator', async () => {
      const player = await newPlayer();
      expect((await refusal(moderation.setRole(moderator, player.accountId, 'admin'))).status).toBe(403);
      const answer = await moderation.setRole(admin, player.accountId, 'moderator');
      expect(answer.role).toBe('moderator');
      expect((await db.query('SELECT role FROM auth.users WHERE id = $1', [player.user.id]))[0].role).toBe(
        MODERATOR_ROLE,
      );
      expect((await auditJobs(`account:${player.accountId}`))[0].data).toMatchObject({
        action: 'role.change',
        before: { role: 'member' },
        after: { role: 'moderator' },
      });
      await moderation.setRole(admin, player.accountId, 'member');
      expect((await db.query('SELECT role FROM auth.users WHERE id = $1', [player.user.id]))[0].role).toBe(MEMBER_ROLE);
    });

    it('keeps the last Admin: two Admins demoting each other at once leave one', async () => {
      const [a, b] = [await newPlayer(), await newPlayer()];
      await db.query(`UPDATE auth.users SET role = 'member' WHERE role = $1`, [ADMIN_ROLE]);
      await db.query('UPDATE auth.users SET role = $1 WHERE id = ANY($2)', [ADMIN_ROLE, [a.user.id, b.user.id]]);
      const actorA = { id: a.user.id, username: a.name, role: ADMIN_ROLE };
      const actorB = { id: b.user.id, username: b.name, role: ADMIN_ROLE };
      const answers = await Promise.allSettled([
        moderation.setRole(actorA, b.accountId, 'member'),
        moderation.setRole(actorB, a.accountId, 'member'),
      ]);
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.find((answer) => answer.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as DomainException).message).toBe('The last Admin cannot be demoted.');
      expect(Number((await db.query('SELECT COUNT(*) AS n FROM auth.users WHERE role = $1', [ADMIN_ROLE]))[0].n)).toBe(
        1,
      );
      await db.query('UPDATE auth.users SET role = $1 WHERE id = $2', [ADMIN_ROLE, admin.id]);
    });

    it('ends every site session of a player', async () => {
      const player = await newPlayer();
      await service.get(TokenIssuer).issue(player.user, '10.3.3.3');
      await service.get(TokenIssuer).issue(player.user, '10.3.3.4');
      expect((await service.get(StaffPlayer).identity(player.accountId)).sessions).toHaveLength(2);
      expect(await moderation.endSessions(moderator, player.accountId)).toEqual({
        message: `Every site session of ${player.name} has ended.`,
      });
      expect((await service.get(StaffPlayer).identity(player.accountId)).sessions).toEqual([]);
    });
  });
});
