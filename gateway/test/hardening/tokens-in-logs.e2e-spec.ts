import { MESSAGES } from '@henesys/contracts';
import { recordReliability, TestSystem } from '@henesys/testing';
import {
  discordFlows,
  IssuedTokens,
  passwordLogin,
  passwordReset,
  queueDashboard,
  twoFactorLogin,
} from './token-flows';

/** TestSystem keeps the last 5,000 lines: a run that wrote more would be checked only in part. */
const LINES_KEPT = 5_000;

/**
 * Every secret the site hands out, through every flow that hands one out, while every process logs
 * at debug (a line per request, per RPC): none may be in any line of any process.
 */
describe('no token in any log line', () => {
  let system: TestSystem;
  const tokens: IssuedTokens = new Map();

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'tokens_in_logs',
      processes: ['auth', 'accounts', 'community', 'gateway'],
      env: {
        LOG_LEVEL: 'debug',
        RATE_LIMIT_LOGIN: '1000/60',
        RATE_LIMIT_TWO_FACTOR: '1000/60',
        RATE_LIMIT_PASSWORD_RESET: '1000/60',
        RATE_LIMIT_REGISTER: '1000/60',
      },
    });
  }, 120_000);

  afterAll(() => system?.stop());

  it('runs login, two-factor login, recovery by mail, Discord linking and sign-in, and the queue dashboard', async () => {
    const member = await passwordLogin(system, tokens);
    await twoFactorLogin(system, tokens);
    await passwordReset(system, tokens);
    await discordFlows(system, member, tokens);
    await queueDashboard(system, tokens);
    expect([...tokens.values()].filter((token) => typeof token !== 'string' || token.length < 8)).toEqual([]);
  }, 60_000);

  it('finds none of those tokens in the output of any process', async () => {
    // The last lines of a request may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = [...system.logs];
    expect(lines.length).toBeLessThan(LINES_KEPT);
    const leaks = [...tokens].flatMap(([what, token]) =>
      lines.filter((line) => line.includes(token)).map((line) => `${what}: ${line.slice(0, 300)}`),
    );
    expect(leaks).toEqual([]);

    // The requests were logged, without what they carried.
    const requestLines = lines.filter((line) => line.includes('"request completed"'));
    const urls = requestLines.map(
      (line) => (JSON.parse(line.slice(line.indexOf('{'))) as { req?: { url?: string } }).req?.url ?? '',
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/discord/auth?client_token=[redacted]',
        '/api/discord/callback?code=[redacted]&state=[redacted]',
        '/api/auth/verify-reset-token/[redacted]',
        '/api/auth/reset-password/[redacted]',
        '/reset-password/[redacted]',
        '/api/user/profile?token=[redacted]',
        '/api/user/profile/[redacted]',
      ]),
    );
    recordReliability('tokens-in-logs', {
      section: 'Abuse',
      case: 'Every flow that issues a secret (login, two-factor login, recovery by mail, Discord linking and sign-in, queue dashboard) with every process at LOG_LEVEL=debug',
      result:
        'No session token, two-factor session or secret, backup code, reset token, Discord state, code or ticket, or dashboard cookie in any log line; request lines keep their paths with [redacted] in place of tokens and query values',
      figures: {
        'tokens issued': tokens.size,
        'log lines': lines.length,
        'request lines': requestLines.length,
        leaks: leaks.length,
      },
    });
  });

  it('takes the reset link token in a body: checked, refused when missing, used once', async () => {
    expect(await system.api('POST', '/api/auth/verify-reset-token', undefined, {})).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.resetLinkInvalid }),
    });
    expect(await system.api('POST', '/api/auth/reset-password', undefined, { password: 'whatever-1' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.resetLinkInvalid }),
    });
    const used = tokens.get('reset token (mailed link)');
    expect(await system.api('POST', '/api/auth/verify-reset-token', undefined, { token: used })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: MESSAGES.resetLinkInvalid }),
    });
    expect(
      (await system.api('POST', '/api/auth/login', undefined, { username: 'logreset', password: 'logreset-new-2' }))
        .status,
    ).toBe(200);
  });
});
