import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BACKUP_CODE, checkTwoFactorCode, MESSAGES, TWO_FACTOR_CODE } from '@henesys/contracts';
import { IsOptional, ValidateIf } from 'class-validator';
import { RequiredText, Satisfies } from '../satisfies.decorator';

export class VerifyTwoFactorDto {
  @ApiProperty({ maxLength: 128, description: 'The sessionToken the login step returned' })
  @RequiredText(MESSAGES.twoFactorSessionExpired, 128)
  sessionToken: string;

  /** Checked unless a backup code is given instead. */
  @ApiPropertyOptional({ pattern: TWO_FACTOR_CODE.source, description: 'Required unless backupCode is given' })
  @ValidateIf((dto: VerifyTwoFactorDto) => dto.backupCode === undefined || dto.twoFactorCode !== undefined)
  @Satisfies(checkTwoFactorCode)
  twoFactorCode?: string;

  @ApiPropertyOptional({ pattern: BACKUP_CODE.source })
  @IsOptional()
  @Satisfies((code) => (code && BACKUP_CODE.test(code) ? null : MESSAGES.twoFactorInvalid))
  backupCode?: string;
}
