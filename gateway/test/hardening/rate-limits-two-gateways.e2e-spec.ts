import { MESSAGES, PATTERNS } from '@henesys/contracts';
import { loadEnv } from '@henesys/server';
import { recordReliability, TestSystem } from '@henesys/testing';
import { GatewayEnv } from '../../src/config/gateway-env';
import { parseRate, Rate } from '../../src/rate-limit/rate-limit.guard';
import { RateLimitName } from '../../src/rate-limit/rate-limit.decorator';
import { gatewayRoutes, Route } from '../gateway-routes';
import { Answer, sendRaw } from './abuse-http';

const SUITE = 'rate-limits-two-gateways';
const GATEWAYS = ['gateway', 'gateway#2'] as const;

/** One guess at a limited route: what a brute-forcer sends on attempt `i`. */
interface Guess {
  path?: string;
  body?: object;
  /** Needs a signed-in member (a stolen session guessing the two-factor code, say). */
  signedIn?: boolean;
}

const sixDigits = (i: number) => String(100_000 + i);

/** Every route with its own RATE_LIMIT_*: a route added with a limit and missing here fails the coverage test. */
const GUESSES: Record<string, (i: number) => Guess> = {
  'POST /api/auth/register': (i) => ({
    body: { username: `bf${i}`, email: 'not-an-email', password: 'x', birthday: '2000-01-01' },
  }),
  // A name per guess: one name's guesses would meet the per-account backoff (services/auth/test/login-guessing.int-spec.ts) before this limit.
  'POST /api/auth/login': (i) => ({ body: { username: `guess${i}`, password: `guess-${i}` } }),
  // TOTP codes and backup codes alternate: both kinds draw on the one counter.
  'POST /api/auth/verify-2fa': (i) => ({
    body:
      i % 2
        ? { sessionToken: 'stolen-session', backupCode: (0xa0000000 + i).toString(16) }
        : { sessionToken: 'stolen-session', twoFactorCode: sixDigits(i) },
  }),
  'POST /api/auth/forgot-password': (i) => ({
    body: { email: `guess${i}@example.com`, username: 'member', birthday: '1990-01-01' },
  }),
  'GET /api/auth/verify-reset-token/:token': (i) => ({ path: `/api/auth/verify-reset-token/guessed-token-${i}` }),
  'POST /api/auth/reset-password/:token': (i) => ({
    path: `/api/auth/reset-password/guessed-token-${i}`,
    body: { password: 'Guessed1234' },
  }),
  'POST /api/auth/verify-reset-token': (i) => ({ body: { token: `guessed-token-${i}` } }),
  'POST /api/auth/reset-password': (i) => ({ body: { token: `guessed-token-${i}`, password: 'Guessed1234' } }),
  'POST /api/auth/ip-lock/allow': (i) => ({ body: { token: `guessed-token-${i}` } }),
  'POST /api/user/change-password': (i) => ({
    signedIn: true,
    body: { currentPassword: `guess-${i}`, newPassword: 'NewPass1234' },
  }),
  'POST /api/2fa/verify': (i) => ({ signedIn: true, body: { token: sixDigits(i) } }),
  'POST /api/2fa/backup-codes/regenerate': (i) => ({ signedIn: true, body: { token: sixDigits(i) } }),
  'POST /api/2fa/disable': (i) => ({ signedIn: true, body: { token: sixDigits(i), currentPassword: `guess-${i}` } }),
  // A stolen session guessing the password that sensitive changes ask for.
  'POST /api/user/update-profile': (i) => ({
    signedIn: true,
    body: { email: `taken${i}@example.com`, birthday: '1990-01-01', currentPassword: `guess-${i}` },
  }),
  'POST /api/user/security-settings': (i) => ({
    signedIn: true,
    body: { feature: 'IP Restriction', enabled: false, currentPassword: `guess-${i}` },
  }),
  'POST /api/discord/disconnect': (i) => ({ signedIn: true, body: { currentPassword: `guess-${i}` } }),
  'POST /api/auth/undo-email-change': (i) => ({ body: { token: `guessed-token-${i}` } }),
  'POST /api/discord/exchange': (i) => ({ body: { code: `guess-${i}`, state: `guess-${i}` } }),
  'POST /api/discord/login': (i) => ({ body: { discordId: '80351110224678912', ticket: `guess-${i}` } }),
  'POST /api/vote/pingback': (i) => ({
    body: { pingbackkey: `guess-${i}`, pingUsername: 'member', VoterIP: '203.0.113.7', Successful: '0' },
  }),
  // A vote site's callback secret guessed in the address, by either method.
  'GET /api/vote/pingback/:siteId/:secret': (i) => ({
    path: `/api/vote/pingback/2/guess-${i}?p_resp=member&ip=203.0.113.7`,
  }),
  'POST /api/vote/pingback/:siteId/:secret': (i) => ({
    path: `/api/vote/pingback/2/guess-${i}`,
    body: { custom: 'member' },
  }),
  'GET /api/vote/pingback/:siteId': (i) => ({
    path: `/api/vote/pingback/1?pingbackkey=guess-${i}&pingUsername=member&VoterIP=203.0.113.7&Successful=0`,
  }),
  'POST /api/vote/pingback/:siteId': (i) => ({
    path: '/api/vote/pingback/1',
    body: { pingbackkey: `guess-${i}`, pingUsername: 'member', VoterIP: '203.0.113.7', Successful: '0' },
  }),
};

interface Outcome {
  allowed: number;
  allowedPerGateway: number[];
  refusedPerGateway: number[];
  /** Every 429 had Retry-After within the window and the spec's message. */
  refusalsWellFormed: boolean;
  /** Answers let through that were 5xx (a guess must be judged, not lost). */
  serverErrors: number;
  requests: number;
}

/**
 * Brute force against two gateway processes sharing one Redis: requests alternate between them, and
 * the total let through equals the configured limit (the shipped defaults), not twice it.
 */
describe('rate limits hold across two gateway processes', () => {
  let system: TestSystem;
  let limited: Route[];
  let rates: Record<RateLimitName, Rate>;
  let member: string;
  const figures: Record<string, string | number> = {};
  let requests = 0;

  beforeAll(async () => {
    // The signed-in guesses are all the member's password: the per-account backoff (sensitive-changes.e2e-spec.ts) is out of the way, only the addresses' limits are measured.
    system = await TestSystem.start({
      label: 'rate_two_gateways',
      processes: ['auth', 'accounts', 'community', 'gateway'],
      replicas: { gateway: 2 },
      env: { LOGIN_BACKOFF_AFTER_FAILURES: '1000' },
    });
    const env = loadEnv(GatewayEnv, {
      ...system.secrets,
      REDIS_URL: system.redis.url,
      DATABASE_URL: system.database.url,
      LOG_LEVEL: 'silent',
    });
    limited = (await gatewayRoutes(env)).filter((route) => route.rateLimit);
    rates = {
      login: parseRate(env.RATE_LIMIT_LOGIN),
      twoFactor: parseRate(env.RATE_LIMIT_TWO_FACTOR),
      register: parseRate(env.RATE_LIMIT_REGISTER),
      passwordReset: parseRate(env.RATE_LIMIT_PASSWORD_RESET),
      votePingback: parseRate(env.RATE_LIMIT_VOTE_PINGBACK),
    };
    // Signed in over the transport, so the HTTP login counter starts untouched.
    member = (
      await system.send<{ token: string }>(PATTERNS.authLogin, {
        username: 'member',
        password: 'member1234',
        ip: '127.0.0.1',
      })
    ).token;
  }, 120_000);

  afterAll(() => system?.stop());

  const keyOf = (route: Route) => `${route.method} ${route.path}`;

  /** Sends `count` guesses, the i-th to gateway i % 2, in turn or all at once. */
  async function bruteForce(route: Route, count: number, together = false): Promise<Outcome> {
    const rate = rates[route.rateLimit as RateLimitName];
    const guess = async (i: number): Promise<[number, Answer]> => {
      const { path = route.path, body, signedIn } = GUESSES[keyOf(route)](i);
      const baseUrl = system.gatewayUrl(GATEWAYS[i % 2]);
      return [
        i % 2,
        await sendRaw(system, {
          method: route.method,
          path,
          baseUrl,
          token: signedIn ? member : undefined,
          body: body && JSON.stringify(body),
        }),
      ];
    };
    const indexes = Array.from({ length: count }, (_, i) => i);
    const answers: Array<[number, Answer]> = together ? await Promise.all(indexes.map(guess)) : [];
    if (!together) for (const i of indexes) answers.push(await guess(i));
    requests += count;
    const refused = answers.filter(([, answer]) => answer.status === 429);
    const retryAfterOk = (answer: Answer) =>
      Number(answer.headers.get('retry-after')) > 0 && Number(answer.headers.get('retry-after')) <= rate.ttlMs / 1000;
    return {
      allowed: count - refused.length,
      allowedPerGateway: [0, 1].map(
        (g) => answers.filter(([gateway, answer]) => gateway === g && answer.status !== 429).length,
      ),
      refusedPerGateway: [0, 1].map((g) => refused.filter(([gateway]) => gateway === g).length),
      refusalsWellFormed: refused.every(
        ([, answer]) =>
          retryAfterOk(answer) && (answer.json as { message?: string }).message === MESSAGES.tooManyAttempts,
      ),
      serverErrors: answers.filter(([, answer]) => answer.status >= 500).length,
      requests: count,
    };
  }

  it('runs two gateways, and knows a brute-force guess for every rate-limited route', async () => {
    for (const gateway of GATEWAYS)
      expect(
        (await sendRaw(system, { method: 'GET', path: '/api/health/live', baseUrl: system.gatewayUrl(gateway) }))
          .status,
      ).toBe(200);
    expect(system.gatewayUrl('gateway#2')).not.toBe(system.gatewayUrl('gateway'));
    const keys = limited.map(keyOf);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/verify-2fa',
        'GET /api/auth/verify-reset-token/:token',
        'POST /api/vote/pingback',
      ]),
    );
    expect(keys.filter((key) => !(key in GUESSES))).toEqual([]);
    expect(Object.keys(GUESSES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('lets through exactly the configured limit per route, alternating between the gateways, then 429 on both', async () => {
    const wrong: string[] = [];
    for (const route of limited.filter((candidate) => candidate.rateLimit !== 'votePingback')) {
      const { limit, ttlMs } = rates[route.rateLimit as RateLimitName];
      const outcome = await bruteForce(route, 2 * limit + 2);
      figures[`${keyOf(route)} (${limit}/${ttlMs / 1000}s)`] =
        `${outcome.allowed} allowed of ${outcome.requests} (${outcome.allowedPerGateway.join(' + ')}), 429 on both (${outcome.refusedPerGateway.join(' + ')})`;
      if (
        outcome.allowed !== limit ||
        outcome.refusedPerGateway.some((count) => count === 0) ||
        !outcome.refusalsWellFormed ||
        outcome.serverErrors > 0
      )
        wrong.push(`${keyOf(route)}: ${JSON.stringify(outcome)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses the right password too once the login limit is spent, on either gateway', async () => {
    for (const gateway of GATEWAYS) {
      const answer = await sendRaw(system, {
        method: 'POST',
        path: '/api/auth/login',
        baseUrl: system.gatewayUrl(gateway),
        body: JSON.stringify({ username: 'member', password: 'member1234' }),
      });
      requests += 1;
      expect(answer.status).toBe(429);
    }
  });

  it('counts a burst of pingback key guesses sent at once to both gateways exactly once each', async () => {
    const route = limited.find((candidate) => candidate.rateLimit === 'votePingback') as Route;
    const { limit, ttlMs } = rates.votePingback;
    const outcome = await bruteForce(route, 2 * limit + 2, true);
    figures[`${keyOf(route)} (${limit}/${ttlMs / 1000}s, all at once)`] =
      `${outcome.allowed} allowed of ${outcome.requests} (${outcome.allowedPerGateway.join(' + ')}), 429 on both (${outcome.refusedPerGateway.join(' + ')})`;
    expect(outcome.allowed).toBe(limit);
    expect(outcome.refusedPerGateway.every((count) => count > 0)).toBe(true);
    expect(outcome.refusalsWellFormed).toBe(true);
    expect(outcome.serverErrors).toBe(0);
    expect(system.unexpectedExits).toEqual([]);
    recordReliability(SUITE, {
      section: 'Abuse',
      case: 'Brute force (login, 2FA and backup codes, settings codes, reset tokens, recovery, sign-up, Discord, vote pingback key) alternating between two gateway processes',
      result:
        'Each route let through exactly its configured limit in total (not twice it), then 429 with Retry-After on both gateways, the right password included; a simultaneous burst counted exactly too',
      figures: { gateways: GATEWAYS.length, 'limited routes': limited.length, requests, ...figures },
    });
  }, 60_000);
});
