import 'reflect-metadata';
import { ADMIN_ROLE, MEMBER_ROLE, tokenVersionKey } from '@henesys/contracts';
import { GameAccounts, GameDatabase } from '@henesys/game';
import { dataSourceOptions, loadEnv } from '@henesys/server';
import Redis from 'ioredis';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AdminCliEnv } from './config/admin-cli-env';
import { User } from './users/entities/user.entity';
import { SiteUsers } from './users/site-users';
import { UsersRepository } from './users/users.repository';

const USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant NAME    make the account NAME an Admin of the site (a game-only account gets its site user first)',
  '  revoke NAME   make NAME a member again; their sessions end',
  '  list          the Admins (and, with ADMIN_GM_LEVEL set, the accounts that are Admins by GM level)',
].join('\n');

/** The workspace root from services/auth/dist (or src): where `.env` lives, as `npm start` reads it. */
const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

interface Context {
  env: AdminCliEnv;
  dataSource: DataSource;
  users: UsersRepository;
  gameAccounts: GameAccounts;
  siteUsers: SiteUsers;
  say: (line: string) => void;
}

/** The site user named NAME, adopting a game-only account first; null (and a line said) when neither exists. */
async function resolve(ctx: Context, name: string): Promise<User | null> {
  const user = await ctx.siteUsers.findByName(name);
  if (user) return user;
  const account = await ctx.gameAccounts.findByName(name);
  if (!account) {
    ctx.say(`No account named '${name}': neither the site nor the game has one.`);
    return null;
  }
  const adopted = await ctx.siteUsers.forGameAccount(account);
  if (!adopted) {
    ctx.say(`The game account '${account.name}' cannot get a site user: another site user has that name.`);
    return null;
  }
  ctx.say(`Game account '${account.name}' (id ${account.id}) now has a site user (id ${adopted.id}).`);
  return adopted;
}

async function gmLevelNote(ctx: Context, user: User): Promise<string | null> {
  const level = ctx.env.ADMIN_GM_LEVEL;
  if (level === undefined) return null;
  const gm = await ctx.gameAccounts.highestGmLevel(user.gameAccountId);
  return gm >= level
    ? `'${user.username}' still acts as an Admin: a character has GM level ${gm} (ADMIN_GM_LEVEL=${level}).`
    : null;
}

/** Ends every session of the user: the token version goes up, in Postgres and in the copy the gateway reads. */
async function endSessions(ctx: Context, user: User): Promise<void> {
  const { tokenVersion } = await ctx.users.bumpTokenVersion(ctx.dataSource.manager, user.id);
  const redis = new Redis(ctx.env.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.set(tokenVersionKey(user.id), String(tokenVersion), 'EX', 7 * 24 * 3600);
  } catch (error) {
    ctx.say(
      `Warning: Redis did not answer (${error instanceof Error ? error.message : String(error)}); sessions already open may last until their token expires.`,
    );
  } finally {
    redis.disconnect();
  }
}

async function run(ctx: Context, args: string[]): Promise<number> {
  const [command, name, ...rest] = args;
  if (command === 'list' && name === undefined) {
    const admins = await ctx.users.namesWithRole(ADMIN_ROLE);
    if (admins.length === 0) ctx.say('No site user has the Admin role.');
    for (const admin of admins) ctx.say(`${admin}  Admin (site role)`);
    const level = ctx.env.ADMIN_GM_LEVEL;
    if (level !== undefined) {
      for (const account of await ctx.gameAccounts.withGmLevel(level))
        ctx.say(`${account.name}  Admin by GM level ${account.gm} (ADMIN_GM_LEVEL=${level})`);
    }
    return 0;
  }
  if ((command !== 'grant' && command !== 'revoke') || !name || rest.length > 0) {
    ctx.say(USAGE);
    return 2;
  }
  const user = await resolve(ctx, name);
  if (!user) return 1;
  if (command === 'grant') {
    if (user.role === ADMIN_ROLE) {
      ctx.say(`'${user.username}' is already an Admin.`);
      return 0;
    }
    await ctx.users.setRole(user.id, ADMIN_ROLE);
    ctx.say(`'${user.username}' is now an Admin (from their next login).`);
    return 0;
  }
  if (user.role !== ADMIN_ROLE) {
    ctx.say(`'${user.username}' does not have the Admin role.`);
  } else {
    await ctx.users.setRole(user.id, MEMBER_ROLE);
    await endSessions(ctx, user);
    ctx.say(`'${user.username}' is no longer an Admin; their sessions have ended.`);
  }
  const note = await gmLevelNote(ctx, user);
  if (note) ctx.say(note);
  return 0;
}

function usable(args: string[]): boolean {
  const [command, name, ...rest] = args;
  if (command === 'list') return name === undefined;
  return (command === 'grant' || command === 'revoke') && Boolean(name) && rest.length === 0;
}

async function main(): Promise<number> {
  if (!usable(process.argv.slice(2))) {
    console.log(USAGE);
    return 2;
  }
  const envFile = join(WORKSPACE_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = loadEnv(AdminCliEnv);
  const dataSource = new DataSource({
    ...dataSourceOptions(env, { schema: 'auth', entities: [User], migrations: [] }),
    extra: { max: 2, application_name: 'henesys-admin-cli' },
  });
  const game = new GameDatabase({
    url: env.GAME_DATABASE_URL,
    poolSize: 2,
    timeoutMs: Math.max(env.GAME_DATABASE_TIMEOUT_MS, 5_000),
  });
  try {
    await dataSource.initialize();
    const gameAccounts = new GameAccounts(game);
    const users = new UsersRepository(dataSource);
    return await run(
      {
        env,
        dataSource,
        users,
        gameAccounts,
        siteUsers: new SiteUsers(dataSource, users),
        say: (line) => console.log(line),
      },
      process.argv.slice(2),
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
