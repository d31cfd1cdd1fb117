import { BACKUP_CODE, checkTwoFactorCode, MESSAGES } from '@henesys/contracts';
import { IsOptional, ValidateIf } from 'class-validator';
import { RequiredText, Satisfies } from '../satisfies.decorator';

export class VerifyTwoFactorDto {
  @RequiredText(MESSAGES.twoFactorSessionExpired, 128)
  sessionToken: string;

  /** Checked unless a backup code is given instead. */
  @ValidateIf((dto: VerifyTwoFactorDto) => dto.backupCode === undefined || dto.twoFactorCode !== undefined)
  @Satisfies(checkTwoFactorCode)
  twoFactorCode?: string;

  @IsOptional()
  @Satisfies((code) => (code && BACKUP_CODE.test(code) ? null : MESSAGES.twoFactorInvalid))
  backupCode?: string;
}
