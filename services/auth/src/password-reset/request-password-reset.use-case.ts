import { Injectable } from '@nestjs/common';
import { bullJobId, ForgotPasswordRequest, MESSAGES } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { AuthEnv } from '../config/auth-env';
import { Mailer } from '../mail/mailer';
import { escapeHtml, newResetToken } from './reset-tokens';

/**
 * Mails a reset link when email, username and birthday all belong to one account. The answer is
 * the same either way, so the form tells nobody which accounts exist. A new link replaces older ones.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly env: AuthEnv,
  ) {}

  async execute(request: ForgotPasswordRequest): Promise<{ message: string }> {
    const [user] = await this.dataSource.query(
      `SELECT id, username, email FROM auth.users
       WHERE lower(username) = lower($1) AND lower(email) = lower($2) AND birthday::text = $3`,
      [request.username, request.email.trim(), request.birthday],
    );
    if (user) await this.issue(user);
    return { message: MESSAGES.forgotSuccess };
  }

  private async issue(user: { id: number; username: string; email: string }): Promise<void> {
    const { token, tokenHash } = newResetToken();
    const resetId = await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE auth.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
      const [row] = await manager.query(
        `INSERT INTO auth.password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
        [user.id, tokenHash, this.env.RESET_TOKEN_TTL_MINUTES],
      );
      return row.id as number;
    });
    // In the fragment, which browsers never send: no server log, proxy or Referer sees the token.
    const link = `${this.env.PUBLIC_URL.replace(/\/$/, '')}/reset-password#token=${token}`;
    const minutes = this.env.RESET_TOKEN_TTL_MINUTES;
    await this.mailer.send(bullJobId('password-reset', resetId), {
      to: user.email,
      subject: 'Reset your Henesys password',
      text: `Hi ${user.username},\n\nOpen this link to choose a new password (it works once, for ${minutes} minutes):\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n`,
      html: `<p>Hi ${escapeHtml(user.username)},</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p><p>If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
    });
  }
}
