import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, MESSAGES, RpcRequest, RpcResponse } from '@henesys/contracts';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { GameAccounts } from '@henesys/game';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { hashPassword, verifyPassword } from '../crypto/passwords';
import { TokenIssuer } from '../tokens/token-issuer';
import { User } from '../users/entities/user.entity';
import { requireUser } from '../users/require-user';
import { setPassword } from './set-password';

/** Change password and profile data (SPEC §7 /user/change-password and /user/update-profile). */
@Injectable()
export class AccountSettingsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly gameAccounts: GameAccounts,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
  ) {}

  /** Other sessions end (token version bump); the caller gets a fresh token to stay logged in. */
  async changePassword(request: RpcRequest<'auth.change-password'>): Promise<RpcResponse<'auth.change-password'>> {
    const user = await requireUser(this.users, request.userId);
    const account = await this.gameAccounts.findById(user.gameAccountId);
    if (!(await verifyPassword(request.currentPassword, account?.password))) {
      throw new DomainException(ErrorCode.ValidationFailed, MESSAGES.currentPasswordWrong);
    }
    const passwordHash = await hashPassword(request.newPassword);
    const changed = await this.dataSource.transaction((manager) => setPassword(manager, this.gameAccounts, user.id, passwordHash));
    await this.activity.record(`${user.id}.${changed.tokenVersion}`, user.username, 'password-change', 'Password changed');
    const { token } = await this.tokens.issue({ ...user, tokenVersion: changed.tokenVersion });
    return { success: true, message: MESSAGES.passwordUpdated, token };
  }

  async updateProfile(request: RpcRequest<'auth.update-profile'>): Promise<RpcResponse<'auth.update-profile'>> {
    const email = request.email.trim();
    const username = await this.dataSource
      .transaction(async (manager) => {
        const [[user]] = await manager.query(`UPDATE auth.users SET email = $2, birthday = $3 WHERE id = $1 RETURNING username, game_account_id`, [
          request.userId,
          email,
          request.birthday,
        ]);
        // The game account keeps the same email and birthday (the game uses the birthday); inside the transaction, so both change or neither.
        await this.gameAccounts.updateProfile(user.game_account_id, email, request.birthday);
        return user.username as string;
      })
      .catch((error: unknown) => {
        const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
        throw constraint === 'users_email_key' ? new DomainException(ErrorCode.Conflict, MESSAGES.emailTaken) : error;
      });
    await this.activity.record(`${request.userId}.${Date.now()}`, username, 'profile-update', 'Personal information updated');
    return { success: true, message: MESSAGES.profileUpdated };
  }
}
