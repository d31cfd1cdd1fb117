import { Injectable } from '@nestjs/common';
import { bullJobId } from '@henesys/contracts';
import { EntityManager } from 'typeorm';
import { AuthEnv } from '../config/auth-env';
import { Mailer } from '../mail/mailer';
import { escapeHtml, newResetToken } from '../password-reset/reset-tokens';
import { EmailChangesRepository } from './email-changes.repository';

/** How long the old address may undo an email change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export interface EmailChange {
  id: number;
  /** Only its hash is stored; the link carries it in the URL fragment, so it never reaches a server log. */
  token: string;
  username: string;
  oldEmail: string;
  newEmail: string;
}

/**
 * When the email changes, the old address is told, with a single-use link that puts it back and
 * ends every session: someone who took over a session (and the password) cannot keep the account
 * by moving its mail away.
 */
@Injectable()
export class EmailChangeNotice {
  constructor(
    private readonly mailer: Mailer,
    private readonly env: AuthEnv,
    private readonly emailChanges: EmailChangesRepository,
  ) {}

  /** In the change's own transaction: the link exists exactly when the change does. */
  async record(
    manager: EntityManager,
    change: Omit<EmailChange, 'id' | 'token'> & { userId: number },
  ): Promise<EmailChange> {
    const { token, tokenHash } = newResetToken();
    const id = await this.emailChanges.record(manager, {
      userId: change.userId,
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      tokenHash,
      validDays: EMAIL_CHANGE_UNDO_DAYS,
    });
    return { id, token, username: change.username, oldEmail: change.oldEmail, newEmail: change.newEmail };
  }

  /** After the commit; one mail per change (the job id is the change's id). */
  async send(change: EmailChange): Promise<void> {
    const link = `${this.env.PUBLIC_URL.replace(/\/$/, '')}/undo-email-change#token=${change.token}`;
    const [name, oldEmail, newEmail] = [change.username, change.oldEmail, change.newEmail].map(escapeHtml);
    await this.mailer.send(bullJobId('email-change', change.id), {
      to: change.oldEmail,
      subject: 'The email address of your Henesys account was changed',
      text:
        `Hi ${change.username},\n\nThe email address of your Henesys account was changed from ${change.oldEmail} to ${change.newEmail}.\n\n` +
        `If that was you, there is nothing to do.\n\nIf it was not, open this link within ${EMAIL_CHANGE_UNDO_DAYS} days to put ${change.oldEmail} back ` +
        `and log out every session (it works once):\n${link}\n\nThen reset your password: whoever made the change knows it.\n`,
      html:
        `<p>Hi ${name},</p><p>The email address of your Henesys account was changed from <strong>${oldEmail}</strong> to <strong>${newEmail}</strong>.</p>` +
        `<p>If that was you, there is nothing to do.</p><p>If it was not, <a href="${escapeHtml(link)}">put ${oldEmail} back and log out every session</a> ` +
        `(the link works once, for ${EMAIL_CHANGE_UNDO_DAYS} days). Then reset your password: whoever made the change knows it.</p>`,
    });
  }
}
