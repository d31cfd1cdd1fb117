import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, DomainException } from '@henesys/contracts';
import { SecretBox } from '../crypto/secret-box';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';
import { BackupCodesRepository } from './backup-codes.repository';
import { matchTotpStep } from './totp';

/** A TOTP code is accepted, wrong, or right but used already (a code works once). */
export type TotpOutcome = 'accepted' | 'invalid' | 'used';

/** What a refused code is answered: only a code that matched may say it was used. */
export const totpRefusal = (outcome: Exclude<TotpOutcome, 'accepted'>): string =>
  outcome === 'used' ? MESSAGES.twoFactorCodeUsed : MESSAGES.twoFactorInvalid;

/** The refusal of a code: 400 in the settings (the session stays), 401 at login's second step. */
export const totpRefused = (outcome: Exclude<TotpOutcome, 'accepted'>, statusCode?: number): DomainException =>
  new DomainException(
    outcome === 'used' ? ErrorCode.TwoFactorCodeUsed : ErrorCode.TwoFactorCodeInvalid,
    totpRefusal(outcome),
    statusCode,
  );

/**
 * Checks a second factor and uses it up in the same statement: a TOTP code moves the user's last
 * accepted step forward (a code works once), a backup code gets its used_at (once, under races).
 */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly users: UsersRepository,
    private readonly backupCodes: BackupCodesRepository,
    private readonly secretBox: SecretBox,
  ) {}

  async useTotp(user: User, code: string, now: number = Date.now()): Promise<TotpOutcome> {
    if (!user.twoFactorSecret) return 'invalid';
    const step = matchTotpStep(this.secretBox.open(user.twoFactorSecret), code, now);
    if (step === null) return 'invalid';
    return (await this.users.acceptTotpStep(user.id, step)) ? 'accepted' : 'used';
  }

  async useBackupCode(userId: number, code: string): Promise<boolean> {
    return this.backupCodes.use(userId, this.secretBox.hash(code.toLowerCase()));
  }
}
