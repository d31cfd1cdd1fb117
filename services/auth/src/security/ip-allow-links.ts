import { Injectable, Logger } from '@nestjs/common';
import { bullJobId, ErrorCode, IpAllowAnswer, MESSAGES, DomainException } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { DataSource } from 'typeorm';
import { AuthEnv } from '../config/auth-env';
import { ipLockRefusedMail } from '../mail/ip-lock-refused.mail';
import { Mailer } from '../mail/mailer';
// The same kind of token as a password reset link: 32 random bytes in the link, only its SHA-256 stored.
import { hashResetToken, newResetToken } from '../password-reset/reset-tokens';
import type { User } from '../users/user';
import { IpAllowancesRepository } from './ip-allowances.repository';

/**
 * The way back for an owner away from home: a login with the right password from an address the IP
 * lock refuses mails the owner a single-use link that allows that address.
 */
@Injectable()
export class IpAllowLinks {
  private readonly logger = new Logger(IpAllowLinks.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly allowances: IpAllowancesRepository,
    private readonly mailer: Mailer,
    private readonly activity: ActivityRecorder,
    private readonly env: AuthEnv,
  ) {}

  /** `offer` without waiting for it: the refused login is answered as fast as a wrong password. */
  offerLater(user: Pick<User, 'id' | 'username' | 'email'>, ip: string): void {
    const at = new Date();
    void this.offer(user, ip, at).catch((error: Error) =>
      this.logger.warn(`IP lock link for user ${user.id} not mailed: ${error.message}`),
    );
  }

  /**
   * Mails the owner (when the account has an email) a link allowing `ip`. One open link per address:
   * further refusals from it mail nothing new while its link is still valid.
   */
  private async offer(user: Pick<User, 'id' | 'username' | 'email'>, ip: string, at: Date = new Date()): Promise<void> {
    if (!user.email) return;
    await this.allowances.dropExpiredLink(user.id, ip);
    const { token, tokenHash } = newResetToken();
    const hours = this.env.IP_ALLOW_LINK_TTL_HOURS;
    const linkId = await this.allowances.createLink(user.id, ip, tokenHash, hours);
    if (linkId === undefined) return;
    const link = `${this.env.PUBLIC_URL.replace(/\/$/, '')}/ip-lock/allow#token=${token}`;
    await this.mailer.send(
      bullJobId('ip-lock-refused', linkId),
      ipLockRefusedMail({ to: user.email, username: user.username, ip, at, link, hours }),
    );
  }

  /** Uses the link up (once, under races too) and allows its address. */
  async use(token: string): Promise<IpAllowAnswer> {
    const allowed = await this.dataSource.transaction(async (manager) => {
      const link = await this.allowances.useLink(manager, hashResetToken(token));
      if (!link) throw new DomainException(ErrorCode.IpAllowLinkInvalid, MESSAGES.ipAllowLinkInvalid);
      await this.allowances.allow(manager, link.userId, link.address);
      return link;
    });
    await this.activity.record(
      `allow.${allowed.id}`,
      allowed.username,
      'ip-lock',
      `Logins from ${allowed.address} allowed by the mailed link`,
    );
    return {
      status: 'success',
      message: MESSAGES.ipAddressAllowed.replace('{ip}', allowed.address),
      ip: allowed.address,
    };
  }
}
