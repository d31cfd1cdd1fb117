import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { SecretBox } from '../crypto/secret-box';
import type { User } from '../users/entities/user.entity';
import { matchTotpStep } from './totp';

/** A TOTP code is accepted, wrong, or right but used already (a code works once). */
export type TotpOutcome = 'accepted' | 'invalid' | 'used';

/** What a refused code is answered: only a code that matched may say it was used. */
export const totpRefusal = (outcome: Exclude<TotpOutcome, 'accepted'>): string => (outcome === 'used' ? MESSAGES.twoFactorCodeUsed : MESSAGES.twoFactorInvalid);

/**
 * Checks a second factor and uses it up in the same statement: a TOTP code moves the user's last
 * accepted step forward (a code works once), a backup code gets its used_at (once, under races).
 */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secretBox: SecretBox,
  ) {}

  async useTotp(user: User, code: string, now: number = Date.now()): Promise<TotpOutcome> {
    if (!user.twoFactorSecret) return 'invalid';
    const step = matchTotpStep(this.secretBox.open(user.twoFactorSecret), code, now);
    if (step === null) return 'invalid';
    const [, updated] = await this.dataSource.query(
      `UPDATE auth.users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [user.id, step],
    );
    return updated === 1 ? 'accepted' : 'used';
  }

  async useBackupCode(userId: number, code: string): Promise<boolean> {
    const [, updated] = await this.dataSource.query(
      `UPDATE auth.backup_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, this.secretBox.hash(code.toLowerCase())],
    );
    return updated === 1;
  }
}
