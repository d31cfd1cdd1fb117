import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { currentTotp } from '../src/two-factor/totp';

const GENEROUS = '1000/60';
/** RATE_LIMIT_LOGIN here: the last test spends it on one route. */
const CREDENTIAL_LIMIT = 40;

/**
 * A stolen session must not take the account for good: a new email, turning two-factor or the IP
 * lock off ask for the current password (and a fresh code with two-factor on), through the gateway;
 * the old address gets a single-use link that puts it back and ends every session.
 */
describe('sensitive account changes ask for the current password (and code)', () => {
  let system: TestSystem;
  let db: Client;
  let counter = 0;

  const call: TestSystem['api'] = (...args) => system.api(...args);

  async function newPlayer() {
    const username = `c${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    const password = 'secret123';
    const email = `${username}@example.com`;
    expect(
      (await call('POST', '/api/auth/register', undefined, { username, email, password, birthday: '1996-05-05' }))
        .status,
    ).toBe(201);
    const { body } = await call('POST', '/api/auth/login', undefined, { username, password });
    return { username, password, email, token: body.token as string, id: body.user.id as number };
  }

  /** Turns two-factor on through the settings routes; the secret, for codes. */
  async function withTwoFactor(token: string, userId: number): Promise<string> {
    const { secret } = (await call('POST', '/api/2fa/generate', token)).body;
    expect((await call('POST', '/api/2fa/verify', token, { token: currentTotp(secret) })).status).toBe(200);
    await nextStepLater(userId);
    return secret;
  }

  /** A code works once per 30-second step; forgetting the last accepted step stands for the clock moving on. */
  const nextStepLater = (userId: number) =>
    db.query(`UPDATE auth.users SET totp_last_step = totp_last_step - 2 WHERE id = $1`, [userId]);
  const wrongCode = (secret: string) => (currentTotp(secret) === '000000' ? '111111' : '000000');

  const profileOf = async (token: string) => (await call('GET', '/api/user/profile', token)).body;
  const gameEmail = async (name: string) =>
    (await system.game.db.rows<{ email: string }>('SELECT email FROM accounts WHERE `name` = ?', [name]))[0].email;
  const ipLock = async (token: string) =>
    (await call('GET', '/api/user/security-settings', token)).body.settings.ipRestriction;
  /** A refusal as the caller sees it: the status and the message (the body may say more, e.g. an error code). */
  const refused = (status: number, message: string) => ({ status, body: expect.objectContaining({ message }) });
  const undoTokenIn = (text: string) => /undo-email-change#token=([\w-]+)/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'sensitive_changes',
      processes: ['auth', 'accounts', 'gateway'],
      // Behind a trusted proxy: the burst below comes from an address of its own, with its own counter.
      // 45 password checks at once take a while on a small machine: the RPC deadline is not under test.
      env: {
        RPC_TIMEOUT_MS: '20000',
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_LOGIN: `${CREDENTIAL_LIMIT}/60`,
        RATE_LIMIT_TWO_FACTOR: GENEROUS,
        RATE_LIMIT_REGISTER: GENEROUS,
        RATE_LIMIT_PASSWORD_RESET: GENEROUS,
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('changes the email only with the current password; a refusal is a 400 that keeps the session; the birthday alone needs none', async () => {
    const player = await newPlayer();
    const newEmail = `${player.username}.moved@example.com`;
    const change = (extra: object = {}) =>
      call('POST', '/api/user/update-profile', player.token, { email: newEmail, birthday: '1996-05-05', ...extra });

    expect(await change()).toEqual(refused(400, MESSAGES.currentPasswordRequired));
    expect(await change({ currentPassword: 'not-mine' })).toEqual(refused(400, MESSAGES.currentPasswordWrong));
    expect((await profileOf(player.token)).email).toBe(player.email);
    expect(
      await call('POST', '/api/user/update-profile', player.token, { email: player.email, birthday: '1990-02-02' }),
    ).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.profileUpdated },
    });

    expect(await change({ currentPassword: player.password })).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.profileUpdated },
    });
    expect(await profileOf(player.token)).toMatchObject({ email: newEmail, birthday: '1996-05-05' });
    expect(await gameEmail(player.username)).toBe(newEmail);
  });

  it('mails the old address a link that puts it back once (8 sent at once: one wins) and ends every session; the new address gets nothing', async () => {
    const player = await newPlayer();
    const otherSession = (
      await call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password })
    ).body.token;
    const newEmail = `${player.username}.taken@example.com`;
    expect(
      (
        await call('POST', '/api/user/update-profile', player.token, {
          email: newEmail,
          birthday: '1996-05-05',
          currentPassword: player.password,
        })
      ).status,
    ).toBe(200);

    const notice = await system.mail.waitFor(player.email);
    expect(notice.subject).toBe('The email address of your Henesys account was changed');
    expect(notice.text).toContain(`from ${player.email} to ${newEmail}`);
    const token = undoTokenIn(notice.text);
    expect(notice.text).toContain(`http://localhost:3000/undo-email-change#token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/api/auth/undo-email-change', undefined, { token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toEqual([
      { status: 200, body: { success: true, message: MESSAGES.emailChangeUndone } },
    ]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 7 }, () => refused(400, MESSAGES.emailUndoLinkInvalid)),
    );
    expect(await call('POST', '/api/auth/undo-email-change', undefined, { token })).toEqual(
      refused(400, MESSAGES.emailUndoLinkInvalid),
    );

    for (const session of [player.token, otherSession])
      expect((await call('GET', '/api/user/profile', session)).status).toBe(401);
    const fresh = (
      await call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password })
    ).body.token;
    expect((await profileOf(fresh)).email).toBe(player.email);
    expect(await gameEmail(player.username)).toBe(player.email);
    expect(system.mail.mails.filter((mail) => mail.to.includes(newEmail.toLowerCase()))).toEqual([]);
  });

  it('voids the later undo links once one is used: a second change cannot be replayed over the restored address', async () => {
    const player = await newPlayer();
    const second = `${player.username}.b@example.com`;
    const third = `${player.username}.c@example.com`;
    for (const email of [second, third]) {
      expect(
        (
          await call('POST', '/api/user/update-profile', player.token, {
            email,
            birthday: '1996-05-05',
            currentPassword: player.password,
          })
        ).status,
      ).toBe(200);
    }
    const first = undoTokenIn((await system.mail.waitFor(player.email)).text);
    const later = undoTokenIn((await system.mail.waitFor(second)).text);
    expect((await call('POST', '/api/auth/undo-email-change', undefined, { token: first })).status).toBe(200);
    expect(await call('POST', '/api/auth/undo-email-change', undefined, { token: later })).toEqual(
      refused(400, MESSAGES.emailUndoLinkInvalid),
    );
    expect((await db.query(`SELECT email FROM auth.users WHERE id = $1`, [player.id])).rows[0].email).toBe(
      player.email,
    );
    expect(await call('POST', '/api/auth/undo-email-change', undefined, { token: 'not-a-link' })).toEqual(
      refused(400, MESSAGES.emailUndoLinkInvalid),
    );
    expect((await call('POST', '/api/auth/undo-email-change', undefined, {})).status).toBe(400);
  });

  it('turns the IP lock on without a password, but off only with it', async () => {
    const player = await newPlayer();
    const set = (enabled: boolean, extra: object = {}) =>
      call('POST', '/api/user/security-settings', player.token, { feature: 'IP Restriction', enabled, ...extra });
    expect((await set(true)).body).toMatchObject({ success: true, message: MESSAGES.ipRestrictionEnabled });

    expect(await set(false)).toEqual(refused(400, MESSAGES.currentPasswordRequired));
    expect(await set(false, { currentPassword: 'not-mine' })).toEqual(refused(400, MESSAGES.currentPasswordWrong));
    expect((await ipLock(player.token)).enabled).toBe(true);
    expect(await set(false, { currentPassword: player.password })).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.ipRestrictionDisabled, ip: null },
    });
    expect(await ipLock(player.token)).toEqual({ enabled: false, allowedIp: null });
  });

  it('with two-factor on, also asks for a fresh code: email, IP lock off; turning two-factor off needs the password too, and a wrong password uses up no code', async () => {
    const player = await newPlayer();
    const secret = await withTwoFactor(player.token, player.id);
    const newEmail = `${player.username}.2fa@example.com`;
    const changeEmail = (extra: object) =>
      call('POST', '/api/user/update-profile', player.token, {
        email: newEmail,
        birthday: '1996-05-05',
        currentPassword: player.password,
        ...extra,
      });

    expect(await changeEmail({})).toEqual(refused(400, MESSAGES.settingsCodeInvalid));
    expect(await changeEmail({ twoFactorCode: wrongCode(secret) })).toEqual(refused(400, MESSAGES.twoFactorInvalid));
    expect(await changeEmail({ currentPassword: 'not-mine', twoFactorCode: currentTotp(secret) })).toEqual(
      refused(400, MESSAGES.currentPasswordWrong),
    );
    expect((await changeEmail({ twoFactorCode: currentTotp(secret) })).status).toBe(200);
    expect((await profileOf(player.token)).email).toBe(newEmail);

    await nextStepLater(player.id);
    expect(
      (await call('POST', '/api/user/security-settings', player.token, { feature: 'IP Restriction', enabled: true }))
        .status,
    ).toBe(200);
    const ipOff = (extra: object) =>
      call('POST', '/api/user/security-settings', player.token, {
        feature: 'IP Restriction',
        enabled: false,
        currentPassword: player.password,
        ...extra,
      });
    expect(await ipOff({})).toEqual(refused(400, MESSAGES.settingsCodeInvalid));
    expect((await ipOff({ twoFactorCode: currentTotp(secret) })).status).toBe(200);

    await nextStepLater(player.id);
    const disable = (body: object) => call('POST', '/api/2fa/disable', player.token, body);
    expect(await disable({ token: currentTotp(secret) })).toEqual(refused(400, MESSAGES.currentPasswordRequired));
    expect(await disable({ token: currentTotp(secret), currentPassword: 'not-mine' })).toEqual(
      refused(400, MESSAGES.currentPasswordWrong),
    );
    expect(await disable({ token: wrongCode(secret), currentPassword: player.password })).toEqual(
      refused(400, MESSAGES.twoFactorInvalid),
    );
    expect((await call('GET', '/api/2fa/status', player.token)).body).toEqual({ enabled: true });
    // The code refused above with the wrong password was not used up.
    expect(await disable({ token: currentTotp(secret), currentPassword: player.password })).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.twoFactorDisabled },
    });
  });

  it(`counts password guesses on these routes like logins, per address: ${CREDENTIAL_LIMIT} a minute, sent at once`, async () => {
    // Nine players, five guesses each: under the per-account backoff (below), so only the address's limit speaks.
    const players = await Promise.all(Array.from({ length: 9 }, () => newPlayer()));
    const from = { 'x-forwarded-for': '198.51.100.23' };
    const guesses = await Promise.all(
      Array.from({ length: CREDENTIAL_LIMIT + 5 }, (_, i) => {
        const player = players[i % players.length];
        return call(
          'POST',
          '/api/user/update-profile',
          player.token,
          { email: `${player.username}.x@example.com`, birthday: '1996-05-05', currentPassword: `guess-${i}` },
          from,
        );
      }),
    );
    const statuses = guesses.reduce<Record<number, number>>(
      (count, answer) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
      {},
    );
    expect(statuses).toEqual({ 400: CREDENTIAL_LIMIT, 429: 5 });
    expect(guesses.find((answer) => answer.status === 429)).toEqual(refused(429, MESSAGES.tooManyAttempts));
  });

  it("makes one account's guesser wait from any address, the login included: the same per-account backoff as the login", async () => {
    const player = await newPlayer();
    const changeEmail = (i: number, currentPassword: string) =>
      call(
        'POST',
        '/api/user/update-profile',
        player.token,
        { email: `${player.username}.y@example.com`, birthday: '1996-05-05', currentPassword },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
    const judged = [];
    for (let i = 0; i < 5; i += 1) judged.push((await changeEmail(i, `guess-${i}`)).status);
    expect(judged).toEqual([400, 400, 400, 400, 400]);
    // The fifth failure starts a wait (2 s at first): the right password waits too, here and at the login.
    const [sixth, right, login] = await Promise.all([
      changeEmail(5, 'guess-5'),
      changeEmail(6, player.password),
      call(
        'POST',
        '/api/auth/login',
        undefined,
        { username: player.username, password: player.password },
        { 'x-forwarded-for': '203.0.113.50' },
      ),
    ]);
    expect([sixth, right, login]).toEqual([
      refused(429, MESSAGES.tooManyAttempts),
      refused(429, MESSAGES.tooManyAttempts),
      refused(429, MESSAGES.tooManyAttempts),
    ]);
    expect((await profileOf(player.token)).email).toBe(player.email);
  });
});
