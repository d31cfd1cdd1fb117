import { Injectable } from '@nestjs/common';
import { bullJobId, ForgotPasswordRequest, MESSAGES } from '@henesys/contracts';
import { AuthEnv } from '../config/auth-env';
import { Mailer } from '../mail/mailer';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetsRepository } from './password-resets.repository';
import { escapeHtml, newResetToken } from './reset-tokens';

/**
 * Mails a reset link when email, username and birthday all belong to one account. The answer is
 * the same either way, so the form tells nobody which accounts exist. A new link replaces older ones.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly mailer: Mailer,
    private readonly env: AuthEnv,
  ) {}

  async execute(request: ForgotPasswordRequest): Promise<{ message: string }> {
    const user = await this.users.findForReset(request.username, request.email.trim(), request.birthday);
    if (user) await this.issue(user);
    return { message: MESSAGES.forgotSuccess };
  }

  private async issue(user: { id: number; username: string; email: string }): Promise<void> {
    const { token, tokenHash } = newResetToken();
    const resetId = await this.resets.issue(user.id, tokenHash, this.env.RESET_TOKEN_TTL_MINUTES);
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
