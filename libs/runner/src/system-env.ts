import { join } from 'node:path';
import { WORKSPACE_ROOT, type ProcessName } from './processes';

/**
 * The game's skill strings for local runs and tests: the shared copy beside the project (never
 * committed, see ../shared/data/README.md). An operator sets SKILL_DATA_PATH to their server's file.
 */
export const DEFAULT_SKILL_DATA_PATH = join(WORKSPACE_ROOT, '..', 'shared', 'data', 'wz', 'String.wz', 'Skill.img.xml');

/**
 * The environment the single-host run gives every process, on top of the caller's own.
 * `gameDatabaseSource`: where the game database came from (resolveGameDatabase). A demo database the
 * run found or started locally is the site's own to shape (GAME_SCHEMA_MANAGED=true unless the caller
 * set it); a configured GAME_DATABASE_URL keeps the caller's GAME_SCHEMA_MANAGED (the code's default
 * when unset).
 */
export function systemEnv(
  base: NodeJS.ProcessEnv,
  infra: { databaseUrl: string; redisUrl: string; gameDatabaseUrl: string; gameDatabaseSource?: 'configured' | 'local' | 'started' },
): NodeJS.ProcessEnv {
  const demoGameDatabase = infra.gameDatabaseSource !== undefined && infra.gameDatabaseSource !== 'configured';
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? 'development',
    SEED_DEMO_DATA: base.SEED_DEMO_DATA ?? 'true',
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    GAME_DATABASE_URL: infra.gameDatabaseUrl,
    ...(demoGameDatabase ? { GAME_SCHEMA_MANAGED: base.GAME_SCHEMA_MANAGED || 'true' } : {}),
    SKILL_DATA_PATH: base.SKILL_DATA_PATH ?? DEFAULT_SKILL_DATA_PATH,
  };
}

/** Only the gateway listens on HTTP. */
export function gatewayOnly(port: number) {
  return (name: ProcessName): NodeJS.ProcessEnv => (name === 'gateway' ? { PORT: String(port) } : {});
}
