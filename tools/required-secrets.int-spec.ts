/**
 * The built processes, started as `npm start` used to start them (NODE_ENV=development, nothing
 * configured): each one that holds a secret refuses to start, saying which and how to get one.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { PROCESSES, WORKSPACE_ROOT } from '@henesys/runner';

const entryOf = (name: string) => join(WORKSPACE_ROOT, PROCESSES.find((spec) => spec.name === name)?.entry ?? '');

function start(name: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [entryOf(name)],
      { env: { PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env }, timeout: 30_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('a process started without its secrets', () => {
  it.each([
    ['gateway', {}, ['JWT_SECRET', 'METRICS_TOKEN']],
    ['auth', {}, ['JWT_SECRET', 'TWO_FACTOR_ENCRYPTION_KEY']],
    ['accounts', {}, ['VOTE_PINGBACK_KEY']],
    [
      'community',
      { DISCORD_CLIENT_ID: '1234', DISCORD_GUILD_ID: '5678' },
      ['DISCORD_CLIENT_SECRET', 'DISCORD_BOT_TOKEN'],
    ],
  ])(
    '%s exits 1 naming each missing secret',
    async (name, env, secrets) => {
      const { code, stderr } = await start(name, env);
      expect(code).toBe(1);
      expect(stderr).toContain('Invalid environment:');
      for (const secret of secrets) expect(stderr).toContain(`${secret}: ${secret} is required and has no default: `);
    },
    40_000,
  );
});
