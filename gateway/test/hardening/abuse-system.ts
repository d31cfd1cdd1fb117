import { TestSystem, TestSystemOptions } from '@henesys/testing';
import { ApiRoute, apiRoutes, Sessions } from './abuse-routes';

/** Known so a test can sign its own tokens (and so the route list is read with the same key). */
export const ABUSE_JWT_SECRET = 'abuse-test-secret-0123456789abcdef0123';

const UNLIMITED = '100000/60';

/** Every RATE_LIMIT_* out of the way: these suites send thousands of requests from one address. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_DEFAULT: UNLIMITED,
  RATE_LIMIT_LOGIN: UNLIMITED,
  RATE_LIMIT_TWO_FACTOR: UNLIMITED,
  RATE_LIMIT_REGISTER: UNLIMITED,
  RATE_LIMIT_PASSWORD_RESET: UNLIMITED,
  RATE_LIMIT_VOTE_PINGBACK: UNLIMITED,
  // auth's per-account backoff on password and code guesses (its most): races send one account's logins by the dozen.
  LOGIN_BACKOFF_AFTER_FAILURES: '1000',
};

export interface AbuseSystem {
  system: TestSystem;
  routes: ApiRoute[];
  sessions: Sessions;
}

/**
 * The whole system with rate limits lifted, the demo admin and member signed in, and the gateway's
 * route list. The rate API points at a closed port, so crypto payment details fall back at once.
 */
export async function startAbuseSystem(label: string, options: TestSystemOptions = {}): Promise<AbuseSystem> {
  const env = { JWT_SECRET: ABUSE_JWT_SECRET, ...NO_RATE_LIMITS, ...options.env };
  const system = await TestSystem.start({
    label,
    ...options,
    env,
    envFor: { donations: { RATE_API_URL: 'http://127.0.0.1:9' }, ...options.envFor },
  });
  try {
    const routes = await apiRoutes(system, { JWT_SECRET: ABUSE_JWT_SECRET });
    const sessions = {
      admin: await system.login('admin', 'admin1234'),
      member: await system.login('member', 'member1234'),
    };
    return { system, routes, sessions };
  } catch (error) {
    await system.stop();
    throw error;
  }
}
