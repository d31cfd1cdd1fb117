import { Injectable, Logger } from '@nestjs/common';
import { ErrorCode, LoginRequest, LoginResult, MESSAGES, DomainException } from '@henesys/contracts';
import { GameAccount, GameAccounts, gameBan } from '@henesys/game';
import { hashPassword, isSiteHash, verifyPassword } from '../crypto/passwords';
import { IpAllowLinks } from '../security/ip-allow-links';
import { IpLock } from '../security/ip-lock';
import type { User } from '../users/user';
import { SiteUsers } from '../users/site-users';
import { AttemptBackoff, passwordAttempts } from './attempt-backoff';
import { CompleteLogin } from './complete-login';
import { FailedLoginAlerts } from './failed-login-alerts';
import { TwoFactorSessions } from './two-factor-sessions';

const loginFailed = () => new DomainException(ErrorCode.LoginFailed, MESSAGES.loginFailed);

/**
 * Password step of the login, against the game account's password (every hash the game accepts). An
 * unknown name, a wrong password and the right password from an address the IP lock refuses get the
 * same answer after the same bcrypt work (the owner is mailed a link for the refused address); the ban
 * is only revealed to someone who knows the password. Each name backs off after repeated failures
 * (AttemptBackoff). A player the game knows but the site does not gets a site user here; a password
 * stored in another form than the site's bcrypt is rehashed.
 */
@Injectable()
export class LoginUseCase {
  private readonly logger = new Logger(LoginUseCase.name);

  constructor(
    private readonly gameAccounts: GameAccounts,
    private readonly siteUsers: SiteUsers,
    private readonly sessions: TwoFactorSessions,
    private readonly completeLogin: CompleteLogin,
    private readonly ipLock: IpLock,
    private readonly ipAllowLinks: IpAllowLinks,
    private readonly backoff: AttemptBackoff,
    private readonly alerts: FailedLoginAlerts,
  ) {}

  async execute(request: LoginRequest): Promise<LoginResult> {
    const attempts = passwordAttempts(request.username);
    const account = await this.backoff.attempt(attempts, () => this.passwordStep(request));
    await this.backoff.reset(attempts);
    return this.continueFor(account.user, request.ip, account.game);
  }

  /** Everything up to a right password from an allowed address: a refusal here is a failed guess. */
  private async passwordStep(request: LoginRequest): Promise<{ user: User; game: GameAccount }> {
    const account = await this.gameAccounts.findByName(request.username);
    if (!(await verifyPassword(request.password, account?.password)) || !account) {
      if (account) await this.recordFailure(account.id, request.ip);
      throw loginFailed();
    }
    assertNotBanned(account);
    const user = await this.siteUsers.forGameAccount(account);
    if (!user) {
      this.logger.warn(`Game account ${account.id} (${account.name}): its name belongs to another site user`);
      throw loginFailed();
    }
    if (!(await this.ipLock.allows(user, request.ip))) {
      // Answered as fast as a wrong password (the mail goes after the answer), and left counted as a failure: the backoff must not tell the two apart either.
      this.ipAllowLinks.offerLater(user, request.ip);
      throw loginFailed();
    }
    if (!isSiteHash(account.password)) {
      await this.gameAccounts.replacePassword(account.id, account.password, await hashPassword(request.password));
    }
    return { user, game: account };
  }

  /**
   * After a first factor (the password, or a proven Discord identity): the game's ban, IP lock, then
   * two-factor or the token. `account` is the game row already read by the password step.
   */
  async continueFor(user: User, ip: string, account?: GameAccount): Promise<LoginResult> {
    const game = account ?? (await this.gameAccounts.findById(user.gameAccountId));
    if (game) assertNotBanned(game);
    await this.ipLock.assertAllows(user, ip);
    if (user.twoFactorEnabled) {
      return { requiresTwoFactor: true, sessionToken: await this.sessions.open(user.id), userId: user.id };
    }
    return this.completeLogin.execute(user, ip);
  }

  /** A wrong password for an account the site knows counts towards the owner's warning mail. */
  private async recordFailure(gameAccountId: number, ip: string): Promise<void> {
    const user = await this.siteUsers.findByGameAccount(gameAccountId);
    if (user) await this.alerts.record(user, ip);
  }
}

/** A player banned in game (permanently, or until a time still to come) is refused with 403, told until when and why. */
export function assertNotBanned(account: Pick<GameAccount, 'banned' | 'banreason' | 'tempban'>): void {
  const ban = gameBan(account);
  if (!ban) return;
  const message = ban.until
    ? MESSAGES.accountBannedUntil.replace('{until}', `${ban.until.slice(0, 16).replace('T', ' ')} UTC`)
    : MESSAGES.accountBanned;
  const reason = ban.reason?.trim();
  throw new DomainException(ErrorCode.AccountBanned, reason ? `${message} Reason: ${reason}` : message);
}
