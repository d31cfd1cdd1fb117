import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';

const GENEROUS = '1000/60';
/** RATE_LIMIT_LOGIN here: the last test spends it on one route. */
const CREDENTIAL_LIMIT = 40;

/**
 * A stolen session must not take the account for good: through the gateway, a new email asks for the
 * current password and the old address gets a link that puts it back and ends every session; password
 * guesses on these routes count per address like logins. The rules (two-factor codes, the IP lock, the
 * per-account backoff, undo link races): sensitive-changes.int-spec.ts.
 */
describe('sensitive account changes through the gateway (the current password, the undo link, the per-address limit)', () => {
  let system: TestSystem;
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

  const profileOf = async (token: string) => (await call('GET', '/api/user/profile', token)).body;
  const gameEmail = async (name: string) =>
    (await system.game.db.rows<{ email: string }>('SELECT email FROM accounts WHERE `name` = ?', [name]))[0].email;
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
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('changes the email with the current password; the old address gets a link that puts it back once and ends every session at the gateway; the new address gets nothing', async () => {
    const player = await newPlayer();
    const otherSession = (
      await call('POST', '/api/auth/login', undefined, { username: player.username, password: player.password })
    ).body.token;
    const newEmail = `${player.username}.taken@example.com`;
    expect(
      await call('POST', '/api/user/update-profile', player.token, {
        email: newEmail,
        birthday: '1996-05-05',
        currentPassword: player.password,
      }),
    ).toEqual({ status: 200, body: { success: true, message: MESSAGES.profileUpdated } });
    expect(await profileOf(player.token)).toMatchObject({ email: newEmail, birthday: '1996-05-05' });
    expect(await gameEmail(player.username)).toBe(newEmail);

    const notice = await system.mail.waitFor(player.email);
    expect(notice.subject).toBe('The email address of your Henesys account was changed');
    const token = undoTokenIn(notice.text);
    expect(notice.text).toContain(`http://localhost:3000/undo-email-change#token=${token}`);
    expect(await call('POST', '/api/auth/undo-email-change', undefined, { token })).toEqual({
      status: 200,
      body: { success: true, message: MESSAGES.emailChangeUndone },
    });
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
});
