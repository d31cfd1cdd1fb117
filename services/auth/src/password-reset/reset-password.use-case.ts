import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, ResetTokenStatus } from '@henesys/contracts';
import { ActivityRecorder, DomainException } from '@henesys/server';
import { GameAccounts } from '@henesys/game';
import { DataSource } from 'typeorm';
import { setPassword } from '../account/set-password';
import { hashPassword } from '../crypto/passwords';
import { TokenIssuer } from '../tokens/token-issuer';
import { hashResetToken } from './reset-tokens';

const invalidLink = () => new DomainException(ErrorCode.ValidationFailed, MESSAGES.resetLinkInvalid);

@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly gameAccounts: GameAccounts,
    private readonly tokens: TokenIssuer,
    private readonly activity: ActivityRecorder,
  ) {}

  async status(token: string): Promise<ResetTokenStatus> {
    const [row] = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM expires_at - now()) / 60)::int AS minutes_left FROM auth.password_resets
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [hashResetToken(token)],
    );
    if (!row) throw invalidLink();
    return { status: 'success', minutesLeft: row.minutes_left };
  }

  /**
   * Uses the link up and sets the game account's password in one transaction (a failed game write leaves the link unused); the token
   * version goes up, so every session issued before the reset stops working.
   */
  async reset(token: string, password: string): Promise<{ status: 'success'; message: string }> {
    const passwordHash = await hashPassword(password);
    const user = await this.dataSource.transaction(async (manager) => {
      const [used] = await manager.query(
        `UPDATE auth.password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [hashResetToken(token)],
      );
      if (used.length === 0) throw invalidLink();
      return setPassword(manager, this.gameAccounts, used[0].user_id, passwordHash);
    });
    await this.tokens.publishVersion(user.id, user.tokenVersion);
    await this.activity.record(`${user.id}:${user.tokenVersion}`, user.username, 'password-reset', 'Password reset by e-mail link');
    return { status: 'success', message: MESSAGES.resetSuccess };
  }
}
