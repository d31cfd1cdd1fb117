import { DEFAULT_SKILL_DATA_PATH } from '@henesys/runner';

/** What every process a test starts runs with, before its own settings: UTC, test mode, quiet logs. */
export function testProcessEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    TZ: 'UTC',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SKILL_DATA_PATH: DEFAULT_SKILL_DATA_PATH,
  };
}
