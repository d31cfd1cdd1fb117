import { Injectable } from '@nestjs/common';
import { ErrorCode, IdentityProof, MESSAGES, DomainException } from '@henesys/contracts';
import { GameAccounts } from '@henesys/game';
import { verifyPassword } from '../crypto/passwords';
import { AttemptBackoff, passwordAttempts } from '../login/attempt-backoff';
import { SecondFactor, totpRefused } from '../two-factor/second-factor';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';
import { requireUser } from '../users/require-user';

/**
 * What a session alone cannot do: the current password (checked against the game account, as at
 * login, and counted in the same per-account backoff as the login's password step), and a fresh
 * authenticator code when two-factor is on (the code is used up). 400, not 401: a wrong password must
 * not end the session that typed it.
 */
@Injectable()
export class IdentityCheck {
  constructor(
    private readonly gameAccounts: GameAccounts,
    private readonly secondFactor: SecondFactor,
    private readonly users: UsersRepository,
    private readonly backoff: AttemptBackoff,
  ) {}

  /** For a change another service makes (unlinking Discord). */
  async confirmUser(userId: number, proof: IdentityProof): Promise<{ confirmed: true }> {
    await this.confirm(await requireUser(this.users, userId), proof);
    return { confirmed: true };
  }

  async confirmPassword(user: User, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword)
      throw new DomainException(ErrorCode.CurrentPasswordRequired, MESSAGES.currentPasswordRequired);
    // A stolen session guessing the password from many addresses waits as a login guesser does.
    const attempts = passwordAttempts(user.username);
    await this.backoff.attempt(attempts, async () => {
      const account = await this.gameAccounts.findById(user.gameAccountId);
      if (!(await verifyPassword(currentPassword, account?.password)))
        throw new DomainException(ErrorCode.CurrentPasswordWrong, MESSAGES.currentPasswordWrong);
    });
    await this.backoff.reset(attempts);
  }

  /** The password, then (two-factor on) the code: a wrong password uses up no code. */
  async confirm(user: User, proof: IdentityProof): Promise<void> {
    await this.confirmPassword(user, proof.currentPassword);
    if (!user.twoFactorEnabled) return;
    if (!proof.twoFactorCode) throw new DomainException(ErrorCode.TwoFactorCodeInvalid, MESSAGES.settingsCodeInvalid);
    const outcome = await this.secondFactor.useTotp(user, proof.twoFactorCode);
    if (outcome !== 'accepted') throw totpRefused(outcome);
  }
}
