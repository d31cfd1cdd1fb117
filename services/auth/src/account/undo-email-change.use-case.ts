import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, SuccessMessage, DomainException } from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { ActivityRecorder } from '@henesys/server';
import { DataSource } from 'typeorm';
import { hashResetToken } from '../password-reset/reset-tokens';
import { TokenIssuer } from '../tokens/token-issuer';
import { UsersRepository } from '../users/users.repository';
import { EmailChangesRepository } from './email-changes.repository';
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
    private readonly users: UsersRepository,
    private readonly emailChanges: EmailChangesRepository,
    private readonly gameAccounts: GameAccounts,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
  ) {}

  async execute(token: string): Promise<SuccessMessage> {
    const user = await this.dataSource
      .transaction(async (manager) => {
        const used = await this.emailChanges.use(manager, hashResetToken(token));
        if (!used) throw new DomainException(ErrorCode.EmailUndoLinkInvalid, MESSAGES.emailUndoLinkInvalid);
        const { userId, oldEmail } = used;
        await this.emailChanges.useAllOf(manager, userId);
        const restored = await this.users.restoreEmail(manager, userId, oldEmail);
        await this.gameAccounts.updateProfile(restored.gameAccountId, oldEmail, restored.birthday);
        return this.users.bumpTokenVersion(manager, userId);
      })
      .catch(emailTakenOr);
    await this.tokens.publishVersion(user.id, user.tokenVersion);
    await this.activity.record(
      `${user.id}.${user.tokenVersion}`,
      user.username,
      'profile-update',
      'Email change undone from the previous address; every session logged out',
    );
    return { success: true, message: MESSAGES.emailChangeUndone };
  }
}
