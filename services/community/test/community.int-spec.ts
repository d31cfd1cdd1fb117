import { ACTIVITY_QUEUE, FounderStatus, MESSAGES } from '@henesys/contracts';
import { FakeDiscord } from '@henesys/runner';
import { bullConnection } from '@henesys/server';
import { startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CommunityEnv } from '../src/config/community-env';
import { communityModule } from '../src/community.module';
import { LinkingService } from '../src/linking/linking.service';
import { RolesService } from '../src/roles/roles.service';
import { StaffCommunityController } from '../src/staff/staff-community.controller';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const EARLY_SUPPORTER_ROLE = '200000000000000001';
const RICH_ROLE = '200000000000000002';
const NOT_FOUNDER: FounderStatus = { hasCompletedFounderPack: false, rich: false };
const FOUNDER: FounderStatus = { hasCompletedFounderPack: true, rich: false };
const DIAMOND_FOUNDER: FounderStatus = { hasCompletedFounderPack: true, rich: true };

/**
 * The community module in this process against real PostgreSQL, its own redis-server and the local
 * fake Discord (OAuth2 consent, token, users/@me, guild members and roles): linking and the Founder
 * roles, without the gateway or the transport.
 */
describe('community service module (real Postgres and Redis, fake Discord)', () => {
  let discord: FakeDiscord;
  let service: ServiceModuleUnderTest<CommunityEnv>;
  let linking: LinkingService;
  let roles: RolesService;
  let db: DataSource;
  let activity: Queue;
  let nextId = 500;

  /** A site user and a Discord user of their own for each test. */
  function newPeople(inGuild = true): { userId: number; username: string; discordId: string; discordName: string } {
    nextId += 1;
    const person = {
      userId: nextId,
      username: `u${nextId}`,
      discordId: `9${String(nextId).padStart(17, '0')}`,
      discordName: `fan${nextId}`,
    };
    if (inGuild) discord.guildMembers.add(person.discordId);
    return person;
  }

  /** What the popup does: the authorize URL, the consent on Discord's page, and back with code and state. */
  async function consent(
    authorizeUrl: string,
    as: { discordId: string; discordName: string },
  ): Promise<{ code: string; state: string }> {
    discord.user = {
      id: as.discordId,
      username: as.discordName.toLowerCase(),
      global_name: as.discordName,
      avatar: null,
    };
    const url = new URL(authorizeUrl);
    const form = new URLSearchParams({ decision: 'authorize' });
    for (const name of ['client_id', 'redirect_uri', 'state', 'scope', 'response_type'])
      form.set(name, url.searchParams.get(name) ?? '');
    const back = await fetch(`${discord.baseUrl}/oauth2/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const callback = new URL(back.headers.get('location') ?? '');
    return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' };
  }

  /** Links the person's Discord account through the whole OAuth2 flow. */
  async function link(person: ReturnType<typeof newPeople>): Promise<void> {
    const { code, state } = await consent(await linking.authorizeUrl(person.userId, person.username), person);
    await linking.exchange(code, state, person.userId);
  }

  const grantsOf = async (userId: number) =>
    (await db.query(`SELECT role, discord_id FROM community.role_grants WHERE user_id = $1 ORDER BY role`, [
      userId,
    ])) as Array<{ role: string; discord_id: string }>;
  const roleActivity = async (username: string) =>
    (await activity.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter(
      (job) => job.data.account === username && /^Discord role /.test(job.data.details),
    );

  beforeAll(async () => {
    discord = await FakeDiscord.start();
    service = await startServiceModule({
      label: 'community_mod',
      envClass: CommunityEnv,
      module: communityModule,
      game: false,
      env: { ...discord.env(), PUBLIC_URL, DISCORD_TIMEOUT_MS: '3000' },
    });
    linking = service.get(LinkingService);
    roles = service.get(RolesService);
    db = service.get(DataSource);
    activity = new Queue(ACTIVITY_QUEUE, { connection: bullConnection(service.redis.url) });
  }, 60_000);

  afterAll(async () => {
    await activity?.close();
    await service?.close();
    await discord?.stop();
  });

  describe('linking', () => {
    it('sends the user to Discord with our client, the callback as redirect URI and a fresh state', async () => {
      const first = new URL(await linking.authorizeUrl(1, 'someone'));
      const second = new URL(await linking.authorizeUrl(null, null));
      expect(first.origin + first.pathname).toBe(`${discord.baseUrl}/oauth2/authorize`);
      expect(Object.fromEntries(first.searchParams)).toEqual({
        client_id: discord.clientId,
        redirect_uri: `${PUBLIC_URL}/api/discord/callback`,
        response_type: 'code',
        scope: 'identify',
        state: expect.stringMatching(/^[\w-]{20,}$/),
      });
      expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    });

    it('links on exchange, shows the connection, and uses the state once', async () => {
      const person = newPeople();
      const { code, state } = await consent(await linking.authorizeUrl(person.userId, person.username), person);
      expect(await linking.exchange(code, state, person.userId)).toEqual({
        success: true,
        discordId: person.discordId,
        discordUsername: person.discordName,
        discordAvatar: null,
        directConnectSuccess: true,
        ticket: expect.any(String),
        message: MESSAGES.discordConnected,
      });
      await expect(linking.exchange(code, state, person.userId)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordStateInvalid,
      });
      expect(await linking.connection(person.userId)).toEqual({
        success: true,
        connected: true,
        username: person.discordName,
        id: person.discordId,
        avatar: null,
      });
      expect(await linking.connect(person.userId, person.discordId)).toEqual({
        success: true,
        message: MESSAGES.discordConnected,
        user: { success: true, connected: true, username: person.discordName, id: person.discordId, avatar: null },
      });
      expect(
        await db.query(`SELECT username, discord_id FROM community.links WHERE user_id = $1`, [person.userId]),
      ).toEqual([{ username: person.username, discord_id: person.discordId }]);
    });

    it('refuses a state another user started (and spends it), an unknown state and a code Discord does not know', async () => {
      const person = newPeople();
      const intruder = newPeople();
      const { code, state } = await consent(await linking.authorizeUrl(person.userId, person.username), person);
      await expect(linking.exchange(code, state, intruder.userId)).rejects.toMatchObject({
        statusCode: 403,
        message: MESSAGES.discordStateForeign,
      });
      await expect(linking.exchange(code, state, null)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordStateInvalid,
      });
      await expect(linking.exchange(code, 'made-up-state', person.userId)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordStateInvalid,
      });
      const fresh = await consent(await linking.authorizeUrl(person.userId, person.username), person);
      await expect(linking.exchange('not-a-code', fresh.state, person.userId)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordAuthFailed,
      });
      for (const who of [person, intruder])
        expect(await linking.connection(who.userId)).toEqual({
          success: true,
          connected: false,
          username: null,
          id: null,
          avatar: null,
        });
    });

    it('never links on a bare Discord id', async () => {
      const person = newPeople();
      const other = newPeople();
      await expect(linking.connect(person.userId, person.discordId)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordProofRequired,
      });
      await link(other);
      await expect(linking.connect(person.userId, other.discordId)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordProofRequired,
      });
      await expect(linking.connect(other.userId, person.discordId)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordProofRequired,
      });
      expect((await linking.connection(person.userId)).connected).toBe(false);
    });

    it('links one Discord account to one site account: another user is refused until it is disconnected', async () => {
      const owner = newPeople();
      const other = newPeople();
      await link(owner);
      const { code, state } = await consent(await linking.authorizeUrl(other.userId, other.username), owner);
      await expect(linking.exchange(code, state, other.userId)).rejects.toMatchObject({
        statusCode: 409,
        message: MESSAGES.discordTakenElsewhere,
      });
      expect((await linking.connection(other.userId)).connected).toBe(false);
      expect((await linking.connection(owner.userId)).id).toBe(owner.discordId);

      expect(await linking.disconnect(owner.userId, owner.username)).toEqual({
        success: true,
        message: MESSAGES.discordDisconnected,
      });
      await expect(linking.disconnect(owner.userId, owner.username)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordNotConnected,
      });
      expect((await linking.connection(owner.userId)).connected).toBe(false);
      await link({ ...other, discordId: owner.discordId, discordName: owner.discordName });
      expect((await linking.connection(other.userId)).id).toBe(owner.discordId);
    });

    it("replaces a user's link when they link another Discord account", async () => {
      const person = newPeople();
      const second = newPeople();
      await link(person);
      await link({ ...person, discordId: second.discordId, discordName: second.discordName });
      expect(await linking.connection(person.userId)).toMatchObject({
        connected: true,
        id: second.discordId,
        username: second.discordName,
      });
      expect(
        await db.query(`SELECT count(*)::int AS n FROM community.links WHERE user_id = $1`, [person.userId]),
      ).toEqual([{ n: 1 }]);
    });

    it('signs in through Discord only with the ticket of a fresh exchange, once, for a linked account', async () => {
      const person = newPeople();
      await link(person);
      const { code, state } = await consent(await linking.authorizeUrl(null, null), person);
      const confirmed = await linking.exchange(code, state, null);
      expect(confirmed).toMatchObject({
        success: true,
        discordId: person.discordId,
        directConnectSuccess: false,
        message: MESSAGES.discordIdentityConfirmed,
      });
      const stranger = newPeople();
      await expect(linking.login(stranger.discordId, confirmed.ticket)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordTicketRequired,
      });
      // The wrong-id attempt spent that ticket too.
      await expect(linking.login(person.discordId, confirmed.ticket)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordTicketRequired,
      });

      const again = await consent(await linking.authorizeUrl(null, null), person);
      const { ticket } = await linking.exchange(again.code, again.state, null);
      expect(await linking.login(person.discordId, ticket)).toEqual({ userId: person.userId });
      await expect(linking.login(person.discordId, ticket)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordTicketRequired,
      });
      await expect(linking.login(person.discordId, 'made-up')).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordTicketRequired,
      });

      const unlinked = await consent(await linking.authorizeUrl(null, null), stranger);
      const theirs = await linking.exchange(unlinked.code, unlinked.state, null);
      await expect(linking.login(stranger.discordId, theirs.ticket)).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.discordNotLinked,
      });
      expect((await linking.connection(stranger.userId)).connected).toBe(false);
    });
  });

  describe('the Early Supporter role', () => {
    it('tells a player whether they can claim it, and refuses a claim without a completed Founder Pack', async () => {
      const person = newPeople();
      await link(person);
      expect(await roles.status(person.userId, NOT_FOUNDER)).toEqual({
        success: true,
        isEligible: false,
        roleAssigned: false,
        message: MESSAGES.roleNotEligible,
      });
      expect(await roles.status(person.userId, FOUNDER)).toEqual({
        success: true,
        isEligible: true,
        roleAssigned: false,
        message: MESSAGES.roleEligible,
      });
      await expect(roles.claim(person.userId, person.username, NOT_FOUNDER)).rejects.toMatchObject({
        statusCode: 403,
        message: MESSAGES.roleNotEligible,
      });
      expect(discord.rolesOf(person.discordId)).toEqual([]);
      expect(await grantsOf(person.userId)).toEqual([]);
    });

    it('needs a linked Discord account that is in the guild', async () => {
      const person = newPeople(false);
      await expect(roles.claim(person.userId, person.username, FOUNDER)).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.discordNotConnected,
      });
      await link(person);
      await expect(roles.claim(person.userId, person.username, FOUNDER)).rejects.toMatchObject({
        statusCode: 404,
        message: MESSAGES.discordNotMember,
      });
      expect(await grantsOf(person.userId)).toEqual([]);
      discord.guildMembers.add(person.discordId);
      expect(await roles.claim(person.userId, person.username, FOUNDER)).toEqual({
        status: 'success',
        message: MESSAGES.roleAssigned,
      });
      expect(discord.rolesOf(person.discordId)).toEqual([EARLY_SUPPORTER_ROLE]);
      expect(await roles.status(person.userId, FOUNDER)).toEqual({
        success: true,
        isEligible: true,
        roleAssigned: true,
        message: MESSAGES.roleAlreadyAssigned,
      });
    });

    it('adds Rich for a Diamond Founder; claiming again answers success and grants nothing new', async () => {
      const person = newPeople();
      await link(person);
      expect(await roles.claim(person.userId, person.username, DIAMOND_FOUNDER)).toEqual({
        status: 'success',
        message: MESSAGES.roleAssigned,
      });
      expect(await roles.claim(person.userId, person.username, DIAMOND_FOUNDER)).toEqual({
        status: 'success',
        message: MESSAGES.roleAssigned,
      });
      expect(discord.rolesOf(person.discordId).sort()).toEqual([EARLY_SUPPORTER_ROLE, RICH_ROLE]);
      expect(await grantsOf(person.userId)).toEqual([
        { role: 'Early Supporter', discord_id: person.discordId },
        { role: 'Rich', discord_id: person.discordId },
      ]);
      expect((await roleActivity(person.username)).map((job) => job.data.details).sort()).toEqual([
        'Discord role Early Supporter assigned',
        'Discord role Rich assigned',
      ]);
    });

    it('grants the role once when the same player claims it 8 times at once', async () => {
      const person = newPeople();
      await link(person);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => roles.claim(person.userId, person.username, FOUNDER)),
      );
      expect(answers.every((answer) => answer.message === MESSAGES.roleAssigned)).toBe(true);
      expect(discord.rolesOf(person.discordId)).toEqual([EARLY_SUPPORTER_ROLE]);
      expect(await grantsOf(person.userId)).toEqual([{ role: 'Early Supporter', discord_id: person.discordId }]);
      expect(await roleActivity(person.username)).toHaveLength(1);
    });
  });

  describe("roles after a delivered Founder Pack (the reward worker's request)", () => {
    it('grants nothing to a player who is not linked or not in the guild', async () => {
      const unlinked = newPeople();
      expect(await roles.grantAfterDelivery(unlinked.userId, true)).toBe(false);
      const outside = newPeople(false);
      await link(outside);
      expect(await roles.grantAfterDelivery(outside.userId, false)).toBe(false);
      expect(discord.rolesOf(outside.discordId)).toEqual([]);
      expect(await grantsOf(outside.userId)).toEqual([]);
    });

    it('grants a linked guild member the roles once, however often it is asked', async () => {
      const person = newPeople();
      await link(person);
      expect(await roles.grantAfterDelivery(person.userId, false)).toBe(true);
      expect(await roles.grantAfterDelivery(person.userId, false)).toBe(true);
      expect(discord.rolesOf(person.discordId)).toEqual([EARLY_SUPPORTER_ROLE]);
      expect(await grantsOf(person.userId)).toEqual([{ role: 'Early Supporter', discord_id: person.discordId }]);
      expect(await roleActivity(person.username)).toHaveLength(1);
      expect(await roles.status(person.userId, FOUNDER)).toMatchObject({ roleAssigned: true });

      const diamond = newPeople();
      await link(diamond);
      await Promise.all([
        roles.grantAfterDelivery(diamond.userId, true),
        roles.grantAfterDelivery(diamond.userId, true),
        roles.claim(diamond.userId, diamond.username, DIAMOND_FOUNDER),
      ]);
      expect(discord.rolesOf(diamond.discordId).sort()).toEqual([EARLY_SUPPORTER_ROLE, RICH_ROLE]);
      expect((await grantsOf(diamond.userId)).map((grant) => grant.role)).toEqual(['Early Supporter', 'Rich']);
    });
  });

  describe('the staff console', () => {
    it('finds site users by the first letters of their Discord name, whatever the case, wildcards taken literally', async () => {
      const staff = service.get(StaffCommunityController);
      const [alpha, beta, inside] = [newPeople(), newPeople(), newPeople()];
      await link({ ...alpha, discordName: 'StaffFindAlpha' });
      await link({ ...beta, discordName: 'stafffindBeta_1' });
      await link({ ...inside, discordName: 'xStaffFind' });
      expect(await staff.find({ q: 'STAFFFIND' })).toEqual({ userIds: [alpha.userId, beta.userId] });
      expect(await staff.find({ q: 'stafffindbeta_' })).toEqual({ userIds: [beta.userId] });
      expect(await staff.find({ q: 'stafffind_' })).toEqual({ userIds: [] });
      expect(await staff.find({ q: 'staff%' })).toEqual({ userIds: [] });
      expect(await staff.find({ q: 'StaffFindAlphaX' })).toEqual({ userIds: [] });
    });

    it('answers at most 50 users, the first by name', async () => {
      for (let n = 0; n < 55; n += 1)
        await db.query(
          `INSERT INTO community.links (user_id, username, discord_id, discord_username) VALUES ($1, $2, $3, $4)`,
          [90_000 + n, `many${n}`, `8${String(n).padStart(17, '0')}`, `Many${String(n).padStart(2, '0')}`],
        );
      const { userIds } = await service.get(StaffCommunityController).find({ q: 'many' });
      expect(userIds).toEqual(Array.from({ length: 50 }, (_, n) => 90_000 + n));
    });

    it("names a user's linked Discord account, or null without one", async () => {
      const staff = service.get(StaffCommunityController);
      const linked = newPeople();
      await link({ ...linked, discordName: 'LinkedFan' });
      expect(await staff.link({ userId: linked.userId })).toEqual({ username: 'LinkedFan' });
      expect(await staff.link({ userId: newPeople().userId })).toBeNull();
    });
  });
});
