import { Injectable } from '@nestjs/common';
import {
  ADMIN_ROLE,
  apiRoleOf,
  isStaffRole,
  SITE_ROLES,
  StaffActor,
  StaffApiRole,
  StaffBanRequest,
  StaffBanState,
} from '@henesys/contracts';
import { GameBans, GamePlayers, StaffGameAccount } from '@henesys/game';
import { StaffAuditRecorder } from '@henesys/server';
import { DataSource } from 'typeorm';
import { LogoutUseCase } from '../tokens/logout.use-case';
import { TokenIssuer } from '../tokens/token-issuer';
import { SiteUsers } from '../users/site-users';
import { LastAdmin, UsersRepository } from '../users/users.repository';
import { banStateOf, toGameTime } from './ban-state';
import { LoginAddressesRepository } from './login-addresses.repository';
import { BanInForce, StaffBansRepository } from './staff-bans.repository';
import { conflict, forbidden, invalid, playerNotFound } from './staff-errors';

const accountTarget = (account: Pick<StaffGameAccount, 'id' | 'name'>) => ({
  target: `account:${account.id}`,
  targetLabel: account.name,
  accountId: account.id,
});

const banFacts = (state: StaffBanState) => ({
  banned: state.banned,
  banReason: state.banReason,
  tempBanUntil: state.tempBanUntil,
});

/**
 * What staff do to a player's account and site user: bans in the game's own columns (lifted by
 * undoing exactly what was written), ending site sessions, and site roles. Each is one audit row.
 */
@Injectable()
export class StaffModerationUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly game: GamePlayers,
    private readonly gameBans: GameBans,
    private readonly bans: StaffBansRepository,
    private readonly siteUsers: SiteUsers,
    private readonly users: UsersRepository,
    private readonly addresses: LoginAddressesRepository,
    private readonly logout: LogoutUseCase,
    private readonly tokens: TokenIssuer,
    private readonly audit: StaffAuditRecorder,
  ) {}

  async ban(
    actor: StaffActor,
    accountId: number,
    request: StaffBanRequest,
  ): Promise<{ message: string; ban: StaffBanState }> {
    const account = await this.requireAccount(accountId);
    const user = await this.siteUsers.findByGameAccount(accountId);
    if (user && (isStaffRole(user.role) || user.id === actor.id))
      throw forbidden('Staff accounts cannot be banned: an Admin changes their role first.');
    const until = request.until ? new Date(request.until) : null;
    if (until && until.getTime() <= Date.now()) throw invalid('until must be in the future');
    const before = banStateOf(account);
    await this.closeEndedBan(accountId);
    const reservation = await this.bans.open(accountId, actor.username, request.reason, until).catch((error) => {
      throw error instanceof BanInForce
        ? conflict('This player is already banned from the site: lift that ban first.')
        : error;
    });
    const ips = request.ip ? await this.addressesToBan(account, user?.id) : [];
    const written = await this.gameBans
      .ban({
        accountId,
        banreason: request.reason,
        greason: request.reasonCode ?? 0,
        until: until ? toGameTime(until) : null,
        ips,
        macs: request.mac ?? false,
        hwid: request.hwid ?? false,
      })
      .catch(async (error: unknown) => {
        await this.bans.discard(reservation);
        throw error;
      });
    if (!written) {
      await this.bans.discard(reservation);
      throw playerNotFound();
    }
    await this.bans.recordWritten(reservation, written);
    if (user) await this.logout.everywhere(user.id);
    const after = banStateOf((await this.game.account(accountId)) ?? account);
    await this.audit.record(`ban:${reservation}`, {
      actor: { id: actor.id, name: actor.username },
      action: 'ban',
      ...accountTarget(account),
      reason: request.reason,
      before: banFacts(before),
      after: {
        ...banFacts(after),
        ips: written.ipbanIds.length,
        macs: written.macs.length,
        hwid: Boolean(written.hwid),
      },
    });
    const end = after.tempBanUntil ? ` until ${after.tempBanUntil.slice(0, 16).replace('T', ' ')} UTC` : '';
    return {
      message: `${account.name} is banned${end}. Their site sessions have ended; in game the ban applies at the next login.`,
      ban: after,
    };
  }

  async unban(actor: StaffActor, accountId: number, reason?: string): Promise<{ message: string; ban: StaffBanState }> {
    const account = await this.requireAccount(accountId);
    const before = banStateOf(account);
    if (!before.banned) throw conflict('This player is not banned.');
    const siteBan = await this.bans.inForce(accountId);
    if (siteBan) {
      if (!(await this.bans.lift(siteBan.id, actor.username))) throw conflict('This ban was lifted already.');
      await this.gameBans.lift(accountId, siteBan.written);
    } else {
      await this.gameBans.liftGameBan(accountId);
    }
    const after = banStateOf((await this.game.account(accountId)) ?? account);
    await this.audit.record(`unban:${accountId}:${siteBan?.id ?? `game:${Date.now()}`}`, {
      actor: { id: actor.id, name: actor.username },
      action: 'unban',
      ...accountTarget(account),
      reason: reason?.trim() || null,
      before: banFacts(before),
      after: banFacts(after),
    });
    return { message: `${account.name} is no longer banned.`, ban: after };
  }

  async endSessions(actor: StaffActor, accountId: number): Promise<{ message: string }> {
    const account = await this.requireAccount(accountId);
    const user = await this.siteUsers.findByGameAccount(accountId);
    if (!user) return { message: `${account.name} has no site sessions.` };
    await this.logout.everywhere(user.id);
    await this.audit.record(`sessions.end:${user.id}:${Date.now()}`, {
      actor: { id: actor.id, name: actor.username },
      action: 'sessions.end',
      ...accountTarget(account),
      reason: null,
      before: null,
      after: null,
    });
    return { message: `Every site session of ${account.name} has ended.` };
  }

  /** Admins only. The last Admin keeps the role; the player's sessions end, so the new role applies at once. */
  async setRole(
    actor: StaffActor,
    accountId: number,
    role: StaffApiRole,
  ): Promise<{ message: string; role: StaffApiRole }> {
    if (actor.role !== ADMIN_ROLE) throw forbidden('You do not have permission to do this.');
    const account = await this.requireAccount(accountId);
    const user = await this.siteUsers.forGameAccount(account);
    if (!user) throw conflict('Another site user has this account name: the role cannot be set.');
    const from = apiRoleOf(user.role);
    if (from === role)
      return { message: `${account.name} is already ${role === 'member' ? 'a member' : `an ${role}`}.`, role };
    const bumped = await this.dataSource
      .transaction(async (manager) => {
        await this.users.setRoleKeepingAnAdmin(manager, user.id, SITE_ROLES[role]);
        return this.users.bumpTokenVersion(manager, user.id);
      })
      .catch((error: unknown) => {
        throw error instanceof LastAdmin ? conflict('The last Admin cannot be demoted.') : error;
      });
    await this.tokens.publishVersion(bumped.id, bumped.tokenVersion);
    await this.audit.record(`role:${user.id}:${bumped.tokenVersion}`, {
      actor: { id: actor.id, name: actor.username },
      action: 'role.change',
      ...accountTarget(account),
      reason: null,
      before: { role: from },
      after: { role },
    });
    return {
      message: `${account.name} is now ${role === 'member' ? 'a member' : `an ${role}`}; their sessions have ended.`,
      role,
    };
  }

  private async requireAccount(accountId: number): Promise<StaffGameAccount> {
    const account = await this.game.account(accountId);
    if (!account) throw playerNotFound();
    return account;
  }

  /**
   * A site ban whose time ran out, or that a GM lifted in game, no longer stands in the way of a new
   * one. The game is read after the site's row: a ban's row is complete only once the game has it.
   */
  private async closeEndedBan(accountId: number): Promise<void> {
    const standing = await this.bans.inForce(accountId);
    if (!standing) return;
    const account = await this.game.account(accountId);
    if (account && !banStateOf(account).banned) await this.bans.lift(standing.id, 'expired');
  }

  /** The game's last address for the account, else the last one the site saw it log in from. */
  private async addressesToBan(account: StaffGameAccount, userId: number | undefined): Promise<string[]> {
    if (account.ip) return [account.ip];
    const [latest] = userId ? await this.addresses.of(userId) : [];
    return latest ? [latest.address] : [];
  }
}
