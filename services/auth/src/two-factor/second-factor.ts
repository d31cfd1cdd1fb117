import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SecretBox } from '../crypto/secret-box';
import type { User } from '../users/entities/user.entity';
import { matchTotpStep } from './totp';

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

  async useTotp(user: User, code: string, now: number = Date.now()): Promise<boolean> {
    if (!user.twoFactorSecret) return false;
    const step = matchTotpStep(this.secretBox.open(user.twoFactorSecret), code, now);
    if (step === null) return false;
    const [, updated] = await this.dataSource.query(
      `UPDATE auth.users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [user.id, step],
    );
    return updated === 1;
  }

  async useBackupCode(userId: number, code: string): Promise<boolean> {
    const [, updated] = await this.dataSource.query(
      `UPDATE auth.backup_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, this.secretBox.hash(code.toLowerCase())],
    );
    return updated === 1;
  }
}
