import { BACKUP_CODE, MESSAGES, TWO_FACTOR_CODE } from '@henesys/contracts';
import { IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';
import { RequiredText } from '../satisfies.decorator';

export class VerifyTwoFactorDto {
  @RequiredText(MESSAGES.twoFactorSessionExpired, 128)
  sessionToken: string;

  @ValidateIf((dto: VerifyTwoFactorDto) => dto.backupCode === undefined || dto.twoFactorCode !== undefined)
  @IsString({ message: MESSAGES.twoFactorCodeOrBackup })
  @Matches(TWO_FACTOR_CODE, { message: MESSAGES.twoFactorCodeLength })
  twoFactorCode?: string;

  @IsOptional()
  @IsString({ message: MESSAGES.twoFactorCodeOrBackup })
  @Length(8, 8, { message: MESSAGES.twoFactorInvalid })
  @Matches(BACKUP_CODE, { message: MESSAGES.twoFactorInvalid })
  backupCode?: string;
}
