import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, ResetTokenStatus, DomainException } from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { GameAccounts } from '@henesys/game';
import { DataSource } from 'typeorm';
import { setPassword } from '../account/set-password';
import { hashPassword } from '../crypto/passwords';
import { TokenIssuer } from '../tokens/token-issuer';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetsRepository } from './password-resets.repository';
import { hashResetToken } from './reset-tokens';

const invalidLink = () => new DomainException(ErrorCode.ResetLinkInvalid, MESSAGES.resetLinkInvalid);

@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly gameAccounts: GameAccounts,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
  ) {}

  async status(token: string): Promise<ResetTokenStatus> {
    const minutesLeft = await this.resets.minutesLeft(hashResetToken(token));
    if (minutesLeft === undefined) throw invalidLink();
    return { status: 'success', minutesLeft };
  }

  /**
   * Uses the link up and sets the game account's password in one transaction (a failed game write leaves the link unused); the token
   * version goes up, so every session issued before the reset stops working.
   */
  async reset(token: string, password: string): Promise<{ status: 'success'; message: string }> {
    const passwordHash = await hashPassword(password);
    const user = await this.dataSource.transaction(async (manager) => {
      const userId = await this.resets.use(manager, hashResetToken(token));
      if (userId === undefined) throw invalidLink();
      return setPassword(manager, this.users, this.gameAccounts, userId, passwordHash);
    });
    await this.tokens.publishVersion(user.id, user.tokenVersion);
    await this.activity.record(
      `${user.id}:${user.tokenVersion}`,
      user.username,
      'password-reset',
      'Password reset by e-mail link',
    );
    return { status: 'success', message: MESSAGES.resetSuccess };
  }
}
