import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';

/** Credentials and codes are rate-limited per client IP, counted in Redis (so shared by every gateway). */
describe('rate limits on credentials and codes', () => {
  let system: TestSystem;
  const post = (path: string, body: unknown) =>
    system.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'rate_limits',
      processes: ['auth', 'accounts', 'content', 'gateway'],
      env: {
        RATE_LIMIT_LOGIN: '3/60',
        RATE_LIMIT_PASSWORD_RESET: '2/60',
        RATE_LIMIT_TWO_FACTOR: '3/60',
        RATE_LIMIT_REGISTER: '2/60',
        RATE_LIMIT_DEFAULT: '4/60',
      },
    });
  }, 120_000);

  afterAll(() => system?.stop());

  it('answers 429 with Retry-After and a clear message past the login limit, even for the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post('/api/auth/login', { username: 'member', password: `wrong${i}` })).status);
    const blocked = await post('/api/auth/login', { username: 'member', password: 'member1234' });
    expect(statuses).toEqual([401, 401, 401]);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts each credential route on its own, and leaves other routes alone', async () => {
    expect(
      (await post('/api/auth/forgot-password', { email: 'a@b.co', username: 'nobody', birthday: '2000-01-01' })).status,
    ).toBe(200);
    expect(
      (await post('/api/auth/forgot-password', { email: 'a@b.co', username: 'nobody', birthday: '2000-01-01' })).status,
    ).toBe(200);
    expect(
      (await post('/api/auth/forgot-password', { email: 'a@b.co', username: 'nobody', birthday: '2000-01-01' })).status,
    ).toBe(429);
    const guesses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      guesses.push((await system.fetch(`/api/auth/verify-reset-token/guessed-token-${i}`)).status);
    expect(guesses).toEqual([400, 400, 429]);
    expect((await system.fetch('/api/server-status')).status).toBe(200);
  });

  it('counts public reads the gateway answers before the framework against the same default limit', async () => {
    // A rankings query refused by validation: answered by the front door (no Origin) and by Nest (Origin) alike.
    const read = (attempt: number, origin?: string) =>
      system.fetch(`/api/rankings?type=weekly&_t=${attempt}`, origin ? { headers: { origin } } : {});
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await read(i));
    const byFramework = await read(3, system.baseUrl);
    const refusals = await Promise.all(
      [...answers, byFramework].map(async (answer) => [answer.status, await answer.json()]),
    );
    expect(new Set(refusals.map((refusal) => JSON.stringify(refusal))).size).toBe(1);
    expect(refusals[0][0]).toBe(400);
    // RATE_LIMIT_DEFAULT 4/60: the fifth, on either path, is refused with the same answer as any route's.
    for (const blocked of [await read(4), await read(5, system.baseUrl)]) {
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits guesses at two-factor codes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/api/auth/verify-2fa', { sessionToken: 'made-up', twoFactorCode: '123456' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
