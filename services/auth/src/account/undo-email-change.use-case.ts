import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, SuccessMessage } from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { DataSource } from 'typeorm';
import { hashResetToken } from '../password-reset/reset-tokens';
import { TokenIssuer } from '../tokens/token-issuer';
import { bumpTokenVersion } from '../tokens/token-version';
import { emailTakenOr } from './email-taken';

/**
 * The old address's link: in one transaction it is used up (with every other pending undo link of the
 * user, so a later change cannot be replayed over it), the old email is back on the site and in the
 * game, and every session ends. Sent twice at once, it works once.
 */
@Injectable()
export class UndoEmailChangeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameAccounts: GameAccounts,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
  ) {}

  async execute(token: string): Promise<SuccessMessage> {
    const user = await this.dataSource
      .transaction(async (manager) => {
        const [used] = await manager.query(
          `UPDATE auth.email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, old_email`,
          [hashResetToken(token)],
        );
        if (used.length === 0) throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.emailUndoLinkInvalid);
        const { user_id: userId, old_email: oldEmail } = used[0];
        await manager.query(`UPDATE auth.email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
        const [[restored]] = await manager.query(`UPDATE auth.users SET email = $2 WHERE id = $1 RETURNING birthday::text, game_account_id`, [userId, oldEmail]);
        await this.gameAccounts.updateProfile(restored.game_account_id, oldEmail, restored.birthday);
        return bumpTokenVersion(manager, userId);
      })
      .catch(emailTakenOr);
    await this.tokens.publishVersion(user.id, user.tokenVersion);
    await this.activity.record(`${user.id}.${user.tokenVersion}`, user.username, 'profile-update', 'Email change undone from the previous address; every session logged out');
    return { success: true, message: MESSAGES.emailChangeUndone };
  }
}
