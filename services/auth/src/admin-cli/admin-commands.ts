import { ADMIN_ROLE, isStaffRole, MEMBER_ROLE, MODERATOR_ROLE, tokenVersionKey } from '@henesys/contracts';
import type { GameAccounts } from '@henesys/game';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AdminCliEnv } from '../config/admin-cli-env';
import type { User } from '../users/user';
import type { SiteUsers } from '../users/site-users';
import { LastAdmin, type UsersRepository } from '../users/users.repository';
import type { AdminCommand, StaffSiteRole } from './admin-args';

export interface AdminCliContext {
  env: Pick<AdminCliEnv, 'REDIS_URL' | 'ADMIN_GM_LEVEL'>;
  dataSource: DataSource;
  users: UsersRepository;
  gameAccounts: GameAccounts;
  siteUsers: SiteUsers;
  say: (line: string) => void;
}

const withArticle = (role: string) => (role === ADMIN_ROLE ? 'an Admin' : 'a Moderator');

/** The site user named NAME, adopting a game-only account first; null (and a line said) when neither exists. */
async function resolve(ctx: AdminCliContext, name: string): Promise<User | null> {
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

async function gmLevelNote(ctx: AdminCliContext, user: User): Promise<string | null> {
  const level = ctx.env.ADMIN_GM_LEVEL;
  if (level === undefined) return null;
  const gm = await ctx.gameAccounts.highestGmLevel(user.gameAccountId);
  return gm >= level
    ? `'${user.username}' still acts as an Admin: a character has GM level ${gm} (ADMIN_GM_LEVEL=${level}).`
    : null;
}

/** The new token version in the copy the gateway reads, so sessions already open end now. */
async function publishTokenVersion(ctx: AdminCliContext, userId: number, tokenVersion: number): Promise<void> {
  const redis = new Redis(ctx.env.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.set(tokenVersionKey(userId), String(tokenVersion), 'EX', 7 * 24 * 3600);
  } catch (error) {
    ctx.say(
      `Warning: Redis did not answer (${error instanceof Error ? error.message : String(error)}); sessions already open may last until their token expires.`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Takes rights away: the new role and the end of every session in one transaction; never from the last Admin. */
async function demote(ctx: AdminCliContext, user: User, role: string, done: string): Promise<number> {
  try {
    const { tokenVersion } = await ctx.dataSource.transaction(async (manager) => {
      await ctx.users.setRoleKeepingAnAdmin(manager, user.id, role);
      return ctx.users.bumpTokenVersion(manager, user.id);
    });
    await publishTokenVersion(ctx, user.id, tokenVersion);
  } catch (error) {
    if (!(error instanceof LastAdmin)) throw error;
    ctx.say(
      `'${user.username}' is the last Admin, so they stay one: make another account an Admin first (npm run admin -- grant NAME).`,
    );
    return 1;
  }
  ctx.say(done);
  return 0;
}

async function grant(ctx: AdminCliContext, user: User, role: StaffSiteRole): Promise<number> {
  if (user.role === role) {
    ctx.say(`'${user.username}' is already ${withArticle(role)}.`);
    return 0;
  }
  if (user.role === ADMIN_ROLE)
    return demote(ctx, user, role, `'${user.username}' is now ${withArticle(role)}; their sessions have ended.`);
  await ctx.users.setRole(user.id, role);
  ctx.say(`'${user.username}' is now ${withArticle(role)} (from their next login).`);
  return 0;
}

async function revoke(ctx: AdminCliContext, user: User): Promise<number> {
  if (!isStaffRole(user.role)) {
    ctx.say(`'${user.username}' is neither an Admin nor a Moderator.`);
  } else {
    const done = `'${user.username}' is no longer ${withArticle(user.role)}; their sessions have ended.`;
    const code = await demote(ctx, user, MEMBER_ROLE, done);
    if (code !== 0) return code;
  }
  const note = await gmLevelNote(ctx, user);
  if (note) ctx.say(note);
  return 0;
}

async function list(ctx: AdminCliContext): Promise<number> {
  const [admins, moderators] = await Promise.all([
    ctx.users.namesWithRole(ADMIN_ROLE),
    ctx.users.namesWithRole(MODERATOR_ROLE),
  ]);
  if (admins.length === 0) ctx.say('No site user has the Admin role.');
  for (const admin of admins) ctx.say(`${admin}  Admin (site role)`);
  for (const moderator of moderators) ctx.say(`${moderator}  Moderator (site role)`);
  const level = ctx.env.ADMIN_GM_LEVEL;
  if (level !== undefined) {
    for (const account of await ctx.gameAccounts.withGmLevel(level))
      ctx.say(`${account.name}  Admin by GM level ${account.gm} (ADMIN_GM_LEVEL=${level})`);
  }
  return 0;
}

/** Runs the command and answers the process's exit code: 0 done (or nothing to do), 1 refused. */
export async function runAdminCommand(ctx: AdminCliContext, command: AdminCommand): Promise<number> {
  if (command.command === 'list') return list(ctx);
  const user = await resolve(ctx, command.name);
  if (!user) return 1;
  return command.command === 'grant' ? grant(ctx, user, command.role) : revoke(ctx, user);
}
