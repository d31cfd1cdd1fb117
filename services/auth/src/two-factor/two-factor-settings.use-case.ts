import { Injectable } from '@nestjs/common';
import {
  BackupCodesAnswer,
  ErrorCode,
  MESSAGES,
  SuccessMessage,
  TWO_FACTOR_BACKUP_CODE_COUNT,
  TwoFactorSetup,
  DomainException,
} from '@henesys/contracts';
import { ActivityRecorder } from '@henesys/server';
import { randomBytes } from 'node:crypto';
import { toDataURL } from 'qrcode';
import { DataSource } from 'typeorm';
import { IdentityCheck } from '../account/identity-check';
import { AuthEnv } from '../config/auth-env';
import { SecretBox } from '../crypto/secret-box';
import type { User } from '../users/user';
import { requireUser } from '../users/require-user';
import { UsersRepository } from '../users/users.repository';
import { BackupCodesRepository } from './backup-codes.repository';
import { SecondFactor, totpRefused } from './second-factor';
import { generateTotpSecret, totpUri } from './totp';

/**
 * SPEC §4 'Two-factor setup': generate (a pending secret and its QR code), verify a code to enable
 * it (10 backup codes, shown once, stored as keyed hashes), regenerate backup codes, disable.
 */
@Injectable()
export class TwoFactorSettingsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly backupCodes: BackupCodesRepository,
    private readonly secretBox: SecretBox,
    private readonly secondFactor: SecondFactor,
    private readonly activity: ActivityRecorder,
    private readonly env: AuthEnv,
    private readonly identity: IdentityCheck,
  ) {}

  async status(userId: number): Promise<{ enabled: boolean }> {
    return { enabled: (await requireUser(this.users, userId)).twoFactorEnabled };
  }

  async generate(userId: number): Promise<TwoFactorSetup> {
    const user = await requireUser(this.users, userId);
    if (user.twoFactorEnabled)
      throw new DomainException(ErrorCode.TwoFactorAlreadyEnabled, MESSAGES.twoFactorAlreadyEnabled);
    const secret = generateTotpSecret();
    await this.users.setPendingTwoFactorSecret(userId, this.secretBox.seal(secret));
    return { secret, qrCodeDataURL: await toDataURL(totpUri(user.username, this.env.TOTP_ISSUER, secret)) };
  }

  async enable(userId: number, code: string): Promise<BackupCodesAnswer> {
    const user = await requireUser(this.users, userId);
    if (user.twoFactorEnabled)
      throw new DomainException(ErrorCode.TwoFactorAlreadyEnabled, MESSAGES.twoFactorAlreadyEnabled);
    if (!user.twoFactorSecret)
      throw new DomainException(ErrorCode.TwoFactorSetupMissing, MESSAGES.twoFactorSetupMissing);
    await this.requireCode(user, code);
    const backupCodes = await this.replaceBackupCodes(userId);
    await this.activity.record(
      `${userId}.${Date.now()}`,
      user.username,
      'two-factor',
      'Two-factor authentication turned on',
    );
    return { success: true, message: MESSAGES.twoFactorEnabled, backupCodes };
  }

  async regenerate(userId: number, code: string): Promise<BackupCodesAnswer> {
    const user = await this.enabledUser(userId);
    await this.requireCode(user, code);
    const backupCodes = await this.replaceBackupCodes(userId);
    await this.activity.record(`${userId}.${Date.now()}`, user.username, 'two-factor', 'Backup codes regenerated');
    return { success: true, message: MESSAGES.backupCodesRegenerated, backupCodes };
  }

  /** A code and the current password: whoever holds only a session (and perhaps the phone) cannot turn it off. */
  async disable(userId: number, code: string, currentPassword: string): Promise<SuccessMessage> {
    const user = await this.enabledUser(userId);
    await this.identity.confirm(user, { currentPassword, twoFactorCode: code });
    await this.dataSource.transaction(async (manager) => {
      await this.users.clearTwoFactor(manager, userId);
      await this.backupCodes.removeAll(manager, userId);
    });
    await this.activity.record(
      `${userId}.${Date.now()}`,
      user.username,
      'two-factor',
      'Two-factor authentication turned off',
    );
    return { success: true, message: MESSAGES.twoFactorDisabled };
  }

  private async enabledUser(userId: number): Promise<User> {
    const user = await requireUser(this.users, userId);
    if (!user.twoFactorEnabled) throw new DomainException(ErrorCode.TwoFactorNotEnabled, MESSAGES.twoFactorNotEnabled);
    return user;
  }

  private async requireCode(user: User, code: string): Promise<void> {
    const outcome = await this.secondFactor.useTotp(user, code);
    if (outcome !== 'accepted') throw totpRefused(outcome);
  }

  /** New codes replace every old one in one transaction, which also (still) marks two-factor on. */
  private async replaceBackupCodes(userId: number): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < TWO_FACTOR_BACKUP_CODE_COUNT) codes.add(randomBytes(4).toString('hex'));
    const backupCodes = [...codes];
    await this.dataSource.transaction(async (manager) => {
      await this.backupCodes.replace(
        manager,
        userId,
        backupCodes.map((code) => this.secretBox.hash(code)),
      );
      await this.users.markTwoFactorEnabled(manager, userId);
    });
    return backupCodes;
  }
}
