import { Injectable, Logger } from '@nestjs/common';
import { bullJobId, ErrorCode, IpAllowAnswer, MESSAGES } from '@henesys/contracts';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource } from 'typeorm';
import { AuthEnv } from '../config/auth-env';
import { ipLockRefusedMail } from '../mail/ip-lock-refused.mail';
import { Mailer } from '../mail/mailer';
// The same kind of token as a password reset link: 32 random bytes in the link, only its SHA-256 stored.
import { hashResetToken, newResetToken } from '../password-reset/reset-tokens';
import type { User } from '../users/entities/user.entity';

/**
 * The way back for an owner away from home: a login with the right password from an address the IP
 * lock refuses mails the owner a single-use link that allows that address.
 */
@Injectable()
export class IpAllowLinks {
  private readonly logger = new Logger(IpAllowLinks.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly activity: ActivityRecorder,
    private readonly env: AuthEnv,
  ) {}

  /** `offer` without waiting for it: the refused login is answered as fast as a wrong password. */
  offerLater(user: Pick<User, 'id' | 'username' | 'email'>, ip: string): void {
    const at = new Date();
    void this.offer(user, ip, at).catch((error: Error) => this.logger.warn(`IP lock link for user ${user.id} not mailed: ${error.message}`));
  }

  /**
   * Mails the owner (when the account has an email) a link allowing `ip`. One open link per address:
   * further refusals from it mail nothing new while its link is still valid.
   */
  private async offer(user: Pick<User, 'id' | 'username' | 'email'>, ip: string, at: Date = new Date()): Promise<void> {
    if (!user.email) return;
    await this.dataSource.query(`DELETE FROM auth.ip_allow_links WHERE user_id = $1 AND address = $2 AND used_at IS NULL AND expires_at <= now()`, [user.id, ip]);
    const { token, tokenHash } = newResetToken();
    const hours = this.env.IP_ALLOW_LINK_TTL_HOURS;
    const [created] = await this.dataSource.query(
      `INSERT INTO auth.ip_allow_links (user_id, address, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       ON CONFLICT (user_id, address) WHERE used_at IS NULL DO NOTHING RETURNING id`,
      [user.id, ip, tokenHash, hours],
    );
    if (!created) return;
    const link = `${this.env.PUBLIC_URL.replace(/\/$/, '')}/ip-lock/allow#token=${token}`;
    await this.mailer.send(bullJobId('ip-lock-refused', created.id), ipLockRefusedMail({ to: user.email, username: user.username, ip, at, link, hours }));
  }

  /** Uses the link up (once, under races too) and allows its address. */
  async use(token: string): Promise<IpAllowAnswer> {
    const allowed = await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query(
        `UPDATE auth.ip_allow_links link SET used_at = now() FROM auth.users u
         WHERE u.id = link.user_id AND link.token_hash = $1 AND link.used_at IS NULL AND link.expires_at > now()
         RETURNING link.id, link.user_id, link.address, u.username`,
        [hashResetToken(token)],
      );
      if (rows.length === 0) throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.ipAllowLinkInvalid);
      const [row] = rows as Array<{ id: number; user_id: number; address: string; username: string }>;
      await manager.query(`INSERT INTO auth.ip_lock_allowed_addresses (user_id, address) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [row.user_id, row.address]);
      return row;
    });
    await this.activity.record(`allow.${allowed.id}`, allowed.username, 'ip-lock', `Logins from ${allowed.address} allowed by the mailed link`);
    return { status: 'success', message: MESSAGES.ipAddressAllowed.replace('{ip}', allowed.address), ip: allowed.address };
  }
}
