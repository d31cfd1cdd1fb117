import { Injectable, Logger } from '@nestjs/common';
import { ErrorCode, LoginRequest, LoginResult, MESSAGES } from '@henesys/contracts';
import { GameAccount, GameAccounts, gameBan } from '@henesys/game';
import { DomainException } from '@henesys/server';
import { hashPassword, isSiteHash, verifyPassword } from '../crypto/passwords';
import { User } from '../users/entities/user.entity';
import { SiteUsers } from '../users/site-users';
import { CompleteLogin } from './complete-login';
import { TwoFactorSessions } from './two-factor-sessions';

/**
 * Password step of the login, against the game account's password (every hash the game accepts). An
 * unknown name and a wrong password get the same answer after the same bcrypt work; the ban and the IP
 * lock are only revealed to someone who knows the password. A player the game knows but the site does
 * not gets a site user here; a password stored in another form than the site's bcrypt is rehashed.
 */
@Injectable()
export class LoginUseCase {
  private readonly logger = new Logger(LoginUseCase.name);

  constructor(
    private readonly gameAccounts: GameAccounts,
    private readonly siteUsers: SiteUsers,
    private readonly sessions: TwoFactorSessions,
    private readonly completeLogin: CompleteLogin,
  ) {}

  async execute(request: LoginRequest): Promise<LoginResult> {
    const account = await this.gameAccounts.findByName(request.username);
    if (!(await verifyPassword(request.password, account?.password)) || !account) {
      throw new DomainException(ErrorCode.Unauthorized, MESSAGES.loginFailed);
    }
    assertNotBanned(account);
    const user = await this.siteUsers.forGameAccount(account);
    if (!user) {
      this.logger.warn(`Game account ${account.id} (${account.name}): its name belongs to another site user`);
      throw new DomainException(ErrorCode.Unauthorized, MESSAGES.loginFailed);
    }
    if (!isSiteHash(account.password)) {
      await this.gameAccounts.replacePassword(account.id, account.password, await hashPassword(request.password));
    }
    return this.continueFor(user, request.ip, account);
  }

  /**
   * After a first factor (the password, or a proven Discord identity): the game's ban, IP lock, then
   * two-factor or the token. `account` is the game row already read by the password step.
   */
  async continueFor(user: User, ip: string, account?: GameAccount): Promise<LoginResult> {
    const game = account ?? (await this.gameAccounts.findById(user.gameAccountId));
    if (game) assertNotBanned(game);
    assertIpAllowed(user, ip);
    if (user.twoFactorEnabled) {
      return { requiresTwoFactor: true, sessionToken: await this.sessions.open(user.id), userId: user.id };
    }
    return this.completeLogin.execute(user, ip);
  }
}

/** A player banned in game (permanently, or until a time still to come) is refused with 403. */
export function assertNotBanned(account: Pick<GameAccount, 'banned' | 'banreason' | 'tempban'>): void {
  const ban = gameBan(account);
  if (!ban) return;
  const message = ban.until ? MESSAGES.accountBannedUntil.replace('{until}', `${ban.until.slice(0, 16).replace('T', ' ')} UTC`) : MESSAGES.accountBanned;
  throw new DomainException(ErrorCode.Forbidden, message);
}

export function assertIpAllowed(user: User, ip: string): void {
  if (user.ipLockEnabled && user.ipLockAddress !== ip) throw new DomainException(ErrorCode.Forbidden, MESSAGES.ipLocked);
}
