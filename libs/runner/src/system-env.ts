import type { ProcessName } from './processes';

/** The environment the single-host run gives every process, on top of the caller's own. */
export function systemEnv(base: NodeJS.ProcessEnv, infra: { databaseUrl: string; redisUrl: string }): NodeJS.ProcessEnv {
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? 'development',
    SEED_DEMO_DATA: base.SEED_DEMO_DATA ?? 'true',
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
  };
}

/** Only the gateway listens on HTTP. */
export function gatewayOnly(port: number) {
  return (name: ProcessName): NodeJS.ProcessEnv => (name === 'gateway' ? { PORT: String(port) } : {});
}
