import { join } from 'node:path';
import { WORKSPACE_ROOT, type ProcessName } from './processes';

/**
 * The game's skill strings for local runs and tests: the shared copy beside the project (never
 * committed, see ../shared/data/README.md). An operator sets SKILL_DATA_PATH to their server's file.
 */
export const DEFAULT_SKILL_DATA_PATH = join(WORKSPACE_ROOT, '..', 'shared', 'data', 'wz', 'String.wz', 'Skill.img.xml');

/** The environment the single-host run gives every process, on top of the caller's own. */
export function systemEnv(base: NodeJS.ProcessEnv, infra: { databaseUrl: string; redisUrl: string }): NodeJS.ProcessEnv {
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? 'development',
    SEED_DEMO_DATA: base.SEED_DEMO_DATA ?? 'true',
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    SKILL_DATA_PATH: base.SKILL_DATA_PATH ?? DEFAULT_SKILL_DATA_PATH,
  };
}

/** Only the gateway listens on HTTP. */
export function gatewayOnly(port: number) {
  return (name: ProcessName): NodeJS.ProcessEnv => (name === 'gateway' ? { PORT: String(port) } : {});
}
