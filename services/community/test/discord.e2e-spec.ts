import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { authenticator } from 'otplib';

/** Discord linking through OAuth2 against the local fake, and the Early Supporter role. */
describe('Discord linking and the Early Supporter role', () => {
  let system: TestSystem;
  let db: Client;
  let member: string;
  let admin: string;
  let memberId: number;

  const call: TestSystem['api'] = (...args) => system.api(...args);
  const login = (username: string, password: string) => system.login(username, password);

  /** What the popup does: /api/discord/auth → Discord's consent → back to the callback with code and state. */
  async function consent(clientToken?: string): Promise<{ code: string; state: string; authorizeUrl: URL }> {
    const start = await system.fetch(`/api/discord/auth${clientToken ? `?client_token=${clientToken}` : ''}`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const authorizeUrl = new URL(start.headers.get('location') ?? '');
    const form = new URLSearchParams({ decision: 'authorize' });
    for (const name of ['client_id', 'redirect_uri', 'state', 'scope', 'response_type'])
      form.set(name, authorizeUrl.searchParams.get(name) ?? '');
    const back = await fetch(`${system.discord.baseUrl}/oauth2/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const callback = new URL(back.headers.get('location') ?? '');
    return {
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
      authorizeUrl,
    };
  }

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'discord',
      processes: ['auth', 'accounts', 'donations', 'community', 'worker', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60', RPC_TIMEOUT_MS: '8000' },
      envFor: { donations: { DELIVERY_WAIT_MS: '5000' } },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    member = await login('member', 'member1234');
    admin = await login('admin', 'admin1234');
    memberId = (await db.query(`SELECT id FROM auth.users WHERE username = 'member'`)).rows[0].id;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('sends the popup to Discord with our client, the callback as redirect URI, and a state; refuses a bad site token', async () => {
    const { authorizeUrl } = await consent(member);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${system.discord.baseUrl}/oauth2/authorize`);
    expect(authorizeUrl.searchParams.get('client_id')).toBe(system.discord.clientId);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${system.baseUrl}/api/discord/callback`);
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    const bad = await system.fetch('/api/discord/auth?client_token=forged', { redirect: 'manual' });
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toBe('/api/discord/callback?error=invalid_session');
  });

  it('links the Discord account on exchange, shows the connection, and refuses a replayed or foreign state', async () => {
    const { code, state } = await consent(member);
    expect(await call('POST', '/api/discord/exchange', admin, { code, state })).toEqual({
      status: 403,
      body: expect.objectContaining({ message: MESSAGES.discordStateForeign }),
    });
    const again = await consent(member);
    const exchanged = await call('POST', '/api/discord/exchange', member, { code: again.code, state: again.state });
    expect(exchanged).toEqual({
      status: 200,
      body: {
        success: true,
        discordId: '80351110224678912',
        discordUsername: 'Henesys Fan',
        discordAvatar: null,
        directConnectSuccess: true,
        ticket: expect.any(String),
        message: MESSAGES.discordConnected,
      },
    });
    expect(await call('POST', '/api/discord/exchange', member, { code: again.code, state: again.state })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.discordStateInvalid }),
    });
    expect(await call('GET', '/api/discord/connection', member)).toEqual({
      status: 200,
      body: { success: true, connected: true, username: 'Henesys Fan', id: '80351110224678912', avatar: null },
    });
    expect((await call('POST', '/api/discord/connect', member, { discordId: '80351110224678912' })).body).toMatchObject(
      { success: true },
    );
    expect((await call('GET', '/api/user/account-details', member)).body.discord).toEqual({
      connected: true,
      username: 'Henesys Fan',
    });
  });

  it('never links on a bare Discord id, and links one Discord account to one site account', async () => {
    expect(await call('POST', '/api/discord/connect', admin, { discordId: '80351110224678912' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.discordProofRequired }),
    });
    const { code, state } = await consent(admin);
    expect(await call('POST', '/api/discord/exchange', admin, { code, state })).toEqual({
      status: 409,
      body: expect.objectContaining({ message: MESSAGES.discordTakenElsewhere }),
    });
    expect((await call('GET', '/api/discord/connection', admin)).body.connected).toBe(false);
    expect((await call('POST', '/api/discord/exchange', undefined, { state: 'x' })).body.message).toBe(
      MESSAGES.discordNoCode,
    );
  });

  it('signs in through Discord only with the ticket of a fresh exchange, once', async () => {
    expect((await call('POST', '/api/discord/login', undefined, { discordId: '80351110224678912' })).body.message).toBe(
      MESSAGES.discordTicketRequired,
    );
    expect(
      (await call('POST', '/api/discord/login', undefined, { discordId: '80351110224678912', ticket: 'made-up' }))
        .status,
    ).toBe(400);
    const { code, state } = await consent();
    const { body } = await call('POST', '/api/discord/exchange', undefined, { code, state });
    expect(body.directConnectSuccess).toBe(false);
    const signedIn = await call('POST', '/api/discord/login', undefined, {
      discordId: body.discordId,
      ticket: body.ticket,
    });
    expect(signedIn).toMatchObject({ status: 200, body: { token: expect.any(String), user: { username: 'member' } } });
    expect(
      (await call('POST', '/api/discord/login', undefined, { discordId: body.discordId, ticket: body.ticket })).status,
    ).toBe(400);
  });

  it('lets a Founder claim the role only when eligible, connected and in the guild; idempotent; the worker grants it too', async () => {
    expect((await call('GET', '/api/discord/role-status', member)).body).toEqual({
      success: true,
      isEligible: false,
      roleAssigned: false,
      message: MESSAGES.roleNotEligible,
    });
    expect((await call('POST', '/api/discord/claim-early-supporter', member)).status).toBe(403);

    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
       VALUES ($1, 'member', 'member@henesys.local', 'diamond', 'Diamond Founder Pack', true, 'MapleHero', 100, 'paypal') RETURNING id`,
      [memberId],
    );
    system.discord.guildMembers.delete('80351110224678912');
    expect(await call('PUT', `/api/donations/${rows[0].id}/status`, admin, { status: 'completed' })).toMatchObject({
      status: 200,
    });
    expect((await call('GET', '/api/discord/role-status', member)).body).toMatchObject({
      isEligible: true,
      roleAssigned: false,
    });
    expect(await call('POST', '/api/discord/claim-early-supporter', member)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: MESSAGES.discordNotMember }),
    });

    system.discord.guildMembers.add('80351110224678912');
    expect(await call('POST', '/api/discord/claim-early-supporter', member)).toEqual({
      status: 200,
      body: { status: 'success', message: MESSAGES.roleAssigned },
    });
    expect(system.discord.rolesOf('80351110224678912').sort()).toEqual(['200000000000000001', '200000000000000002']);
    expect((await call('GET', '/api/discord/role-status', member)).body).toMatchObject({
      isEligible: true,
      roleAssigned: true,
    });
    expect((await call('POST', '/api/discord/claim-early-supporter', member)).status).toBe(200);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM community.role_grants WHERE user_id = $1`, [memberId])).rows[0].n,
    ).toBe(2);
  });

  it("has the reward worker grant a linked Founder's roles when the pack is delivered", async () => {
    system.discord.memberRoles.clear();
    await db.query(`DELETE FROM community.role_grants`);
    const [earlier] = (
      await db.query(`SELECT id FROM donations.donations WHERE user_id = $1 AND is_founder`, [memberId])
    ).rows;
    await call('PUT', `/api/donations/${earlier.id}/status`, admin, { status: 'rejected' });
    const { rows } = await db.query(
      `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method, status)
       VALUES ($1, 'member', 'member@henesys.local', 'bronze', 'Bronze Founder Pack', true, 'MapleHero', 10, 'paypal', 'approved') RETURNING id`,
      [memberId],
    );
    await call('PUT', `/api/donations/${rows[0].id}/status`, admin, { status: 'completed' });
    const deadline = Date.now() + 10_000;
    while (system.discord.rolesOf('80351110224678912').length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(system.discord.rolesOf('80351110224678912')).toEqual(['200000000000000001']);
  });

  it('disconnects only with the current password (and, two-factor on, a fresh code): a session alone cannot unlink', async () => {
    const disconnect = (body?: object) => call('POST', '/api/discord/disconnect', member, body);
    expect(await disconnect()).toMatchObject({ status: 400, body: { message: MESSAGES.currentPasswordRequired } });
    expect(await disconnect({ currentPassword: 'not-mine' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.currentPasswordWrong },
    });
    expect((await call('GET', '/api/discord/connection', member)).body.connected).toBe(true);

    const { secret } = (await call('POST', '/api/2fa/generate', member)).body;
    expect((await call('POST', '/api/2fa/verify', member, { token: authenticator.generate(secret) })).status).toBe(200);
    // The code just used is spent; forgetting its step stands for the clock moving on.
    await db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE id = $1`, [memberId]);
    expect(await disconnect({ currentPassword: 'member1234' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.settingsCodeInvalid },
    });
    expect(
      await disconnect({
        currentPassword: 'member1234',
        twoFactorCode: authenticator.generate(secret) === '000000' ? '111111' : '000000',
      }),
    ).toMatchObject({
      status: 400,
      body: { message: MESSAGES.twoFactorInvalid },
    });
    expect((await call('GET', '/api/discord/connection', member)).body.connected).toBe(true);

    expect(await disconnect({ currentPassword: 'member1234', twoFactorCode: authenticator.generate(secret) })).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.discordDisconnected },
    });
    expect((await call('GET', '/api/discord/connection', member)).body.connected).toBe(false);
    await db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE id = $1`, [memberId]);
    expect(
      (await disconnect({ currentPassword: 'member1234', twoFactorCode: authenticator.generate(secret) })).status,
    ).toBe(400);
  });
});
