import { Injectable } from '@nestjs/common';
import { MESSAGES, RpcRequest, RpcResponse } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { GameAccounts } from '@henesys/game';
import { DataSource } from 'typeorm';
import { hashPassword } from '../crypto/passwords';
import { TokenIssuer } from '../tokens/token-issuer';
import { requireUser } from '../users/require-user';
import { UsersRepository } from '../users/users.repository';
import { EmailChange, EmailChangeNotice } from './email-change-notice';
import { emailTakenOr } from './email-taken';
import { IdentityCheck } from './identity-check';
import { setPassword } from './set-password';

/** Change password and profile data (SPEC §7 /user/change-password and /user/update-profile). */
@Injectable()
export class AccountSettingsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly gameAccounts: GameAccounts,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
    private readonly identity: IdentityCheck,
    private readonly emailChangeNotice: EmailChangeNotice,
  ) {}

  /** Other sessions end (token version bump); the caller gets a fresh token to stay logged in. */
  async changePassword(request: RpcRequest<'auth.change-password'>): Promise<RpcResponse<'auth.change-password'>> {
    const user = await requireUser(this.users, request.userId);
    await this.identity.confirmPassword(user, request.currentPassword);
    const passwordHash = await hashPassword(request.newPassword);
    const changed = await this.dataSource.transaction((manager) =>
      setPassword(manager, this.users, this.gameAccounts, user.id, passwordHash),
    );
    await this.activity.record(
      `${user.id}.${changed.tokenVersion}`,
      user.username,
      'password-change',
      'Password changed',
    );
    const { token } = await this.tokens.issue({ ...user, tokenVersion: changed.tokenVersion });
    return { success: true, message: MESSAGES.passwordUpdated, token };
  }

  /**
   * A new email needs the current password (and code, two-factor on); the old address then gets a
   * link that undoes the change. The birthday alone changes with the session.
   */
  async updateProfile(request: RpcRequest<'auth.update-profile'>): Promise<RpcResponse<'auth.update-profile'>> {
    const user = await requireUser(this.users, request.userId);
    const email = request.email.trim();
    if (email !== user.email) await this.identity.confirm(user, request);
    const change = await this.dataSource
      .transaction(async (manager): Promise<EmailChange | null> => {
        // The email as it was under the row lock, so the undo link names what this change replaced.
        const oldEmail = await this.users.updateProfile(manager, user.id, email, request.birthday);
        // The game account keeps the same email and birthday (the game uses the birthday); inside the transaction, so both change or neither.
        await this.gameAccounts.updateProfile(user.gameAccountId, email, request.birthday);
        if (!oldEmail || oldEmail === email) return null;
        return this.emailChangeNotice.record(manager, {
          userId: user.id,
          username: user.username,
          oldEmail,
          newEmail: email,
        });
      })
      .catch(emailTakenOr);
    if (change) await this.emailChangeNotice.send(change);
    await this.activity.record(
      `${user.id}.${Date.now()}`,
      user.username,
      'profile-update',
      change ? 'Email address changed' : 'Personal information updated',
    );
    return { success: true, message: MESSAGES.profileUpdated };
  }
}
