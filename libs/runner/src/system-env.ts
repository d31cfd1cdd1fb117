import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT, type ProcessName } from './processes';

/**
 * The game's skill strings for local runs and tests: the shared copy beside the project (never
 * committed, see ../shared/data/README.md). An operator sets SKILL_DATA_PATH to their server's file.
 */
export const DEFAULT_SKILL_DATA_PATH = join(WORKSPACE_ROOT, '..', 'shared', 'data', 'wz', 'String.wz', 'Skill.img.xml');

/** The game's wz/ folder (skills and the library) for local runs and tests: the shared copy beside the project. */
export const DEFAULT_GAME_WZ_PATH = join(WORKSPACE_ROOT, '..', 'shared', 'data', 'wz');

/** Cosmic's reference data (drops, shops) for the demo game database: the shared copy beside the project. */
export const DEFAULT_GAME_DEMO_DATA_PATH = join(WORKSPACE_ROOT, '..', 'shared', 'data', 'cosmic', 'data');

/**
 * The environment the single-host run gives every process, on top of the caller's own.
 * `gameDatabaseSource`: where the game database came from (resolveGameDatabase). A demo database the
 * run found or started locally is the site's own to shape (GAME_SCHEMA_MANAGED=true unless the caller
 * set it); a configured GAME_DATABASE_URL keeps the caller's GAME_SCHEMA_MANAGED (the code's default
 * when unset).
 */
export function systemEnv(
  base: NodeJS.ProcessEnv,
  infra: {
    databaseUrl: string;
    redisUrl: string;
    gameDatabaseUrl: string;
    gameDatabaseSource?: 'configured' | 'local' | 'started';
  },
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
    // An operator's own SKILL_DATA_PATH (the old name) is not overridden by the shared folder.
    ...(base.GAME_WZ_PATH === undefined && base.SKILL_DATA_PATH === undefined && existsSync(DEFAULT_GAME_WZ_PATH)
      ? { GAME_WZ_PATH: DEFAULT_GAME_WZ_PATH }
      : {}),
    GAME_DEMO_DATA_PATH: base.GAME_DEMO_DATA_PATH ?? DEFAULT_GAME_DEMO_DATA_PATH,
  };
}

/** The single-host run's gateway answers this machine only, unless HOST says otherwise (0.0.0.0: every interface). */
export const DEFAULT_GATEWAY_HOST = '127.0.0.1';

/** Only the gateway listens on HTTP, on `host` and `port`. */
export function gatewayOnly(port: number, host: string) {
  return (name: ProcessName): NodeJS.ProcessEnv => (name === 'gateway' ? { PORT: String(port), HOST: host } : {});
}

/** How this machine reaches a server listening on `host`: the loopback for a wildcard address, else the address itself. */
export function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
