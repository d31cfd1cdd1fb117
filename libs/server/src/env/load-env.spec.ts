import { DEV_JWT_SECRET, DatabaseEnv, JwtEnv } from './base-env';
import { EnvValidationError, loadEnv } from './load-env';

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

  it('refuses the development JWT secret and demo data in production', () => {
    expect(() => loadEnv(JwtEnv, { NODE_ENV: 'production' })).toThrow('JWT_SECRET: the development secret is refused in production');
    expect(() => loadEnv(JwtEnv, { NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(() => loadEnv(JwtEnv, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA: demo accounts are refused in production',
    );
    expect(loadEnv(JwtEnv, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).JWT_SECRET).toHaveLength(40);
  });

  it('accepts the development secret outside production', () => {
    expect(loadEnv(JwtEnv, {}).JWT_SECRET).toBe(DEV_JWT_SECRET);
  });
});
