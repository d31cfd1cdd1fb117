import { randomBytes } from 'node:crypto';
import { DatabaseEnv, JwtEnv } from './base-env';
import { EnvValidationError, loadEnv } from './load-env';

const SECRET = randomBytes(32).toString('hex');

describe('loadEnv', () => {
  it('applies defaults and converts numbers from strings', () => {
    const env = loadEnv(DatabaseEnv, { RPC_TIMEOUT_MS: '2500' });
    expect(env.RPC_TIMEOUT_MS).toBe(2500);
    expect(env.DATABASE_POOL_SIZE).toBe(10);
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.seedDemoData).toBe(false);
  });

  it('lists every problem at once', () => {
    try {
      loadEnv(DatabaseEnv, { REDIS_URL: 'http://nope', RPC_TIMEOUT_MS: 'soon', NODE_ENV: 'staging' });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvValidationError);
      const problems = (error as EnvValidationError).problems.join('\n');
      expect(problems).toContain('REDIS_URL must be a redis:// or rediss:// URL');
      expect(problems).toContain('RPC_TIMEOUT_MS');
      expect(problems).toContain('NODE_ENV');
    }
  });

  it('refuses demo data in production', () => {
    expect(() => loadEnv(JwtEnv, { NODE_ENV: 'production', JWT_SECRET: SECRET, SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA: demo accounts are refused in production',
    );
    expect(loadEnv(JwtEnv, { NODE_ENV: 'production', JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
  });

  it.each(['development', 'test', 'production'])(
    'has no JWT secret of its own in %s: without one it refuses, saying how to make one',
    (NODE_ENV) => {
      expect(() => loadEnv(JwtEnv, { NODE_ENV })).toThrow(
        'JWT_SECRET: JWT_SECRET is required and has no default: 32+ random characters, e.g. openssl rand -hex 32 (npm start generates one into .data/secrets.json',
      );
      expect(() => loadEnv(JwtEnv, { NODE_ENV, JWT_SECRET: '' })).toThrow('JWT_SECRET is required and has no default');
    },
  );

  it('refuses a short secret and one character repeated', () => {
    expect(() => loadEnv(JwtEnv, { JWT_SECRET: SECRET.slice(0, 31) })).toThrow(
      'JWT_SECRET: JWT_SECRET must be 32+ random characters, e.g. openssl rand -hex 32',
    );
    expect(() => loadEnv(JwtEnv, { JWT_SECRET: '0'.repeat(64) })).toThrow('JWT_SECRET must be 32+ random characters');
    expect(loadEnv(JwtEnv, { JWT_SECRET: SECRET.slice(0, 32) }).JWT_SECRET).toHaveLength(32);
  });
});
