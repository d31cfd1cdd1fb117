import 'reflect-metadata';
import { GameAccounts, GameDatabase } from '@henesys/game';
import { dataSourceOptions, loadEnv } from '@henesys/server';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { parseAdminArgs, USAGE } from './admin-cli/admin-args';
import { runAdminCommand } from './admin-cli/admin-commands';
import { AdminCliEnv } from './config/admin-cli-env';
import { SiteUsers } from './users/site-users';
import { UsersRepository } from './users/users.repository';

/** The workspace root from services/auth/dist (or src): where `.env` lives, as `npm start` reads it. */
const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

async function main(): Promise<number> {
  const command = parseAdminArgs(process.argv.slice(2));
  if (!command) {
    console.log(USAGE);
    return 2;
  }
  const envFile = join(WORKSPACE_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = loadEnv(AdminCliEnv);
  const dataSource = new DataSource({
    ...dataSourceOptions(env, { schema: 'auth', entities: [], migrations: [] }),
    extra: { max: 2, application_name: 'henesys-admin-cli' },
  });
  const game = new GameDatabase({
    url: env.GAME_DATABASE_URL,
    poolSize: 2,
    timeoutMs: Math.max(env.GAME_DATABASE_TIMEOUT_MS, 5_000),
  });
  try {
    await dataSource.initialize();
    const users = new UsersRepository(dataSource);
    return await runAdminCommand(
      {
        env,
        dataSource,
        users,
        gameAccounts: new GameAccounts(game),
        siteUsers: new SiteUsers(users),
        say: (line) => console.log(line),
      },
      command,
    );
  } finally {
    await game.close();
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
