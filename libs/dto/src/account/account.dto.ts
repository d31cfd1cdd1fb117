import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_EMAIL_MAX,
  checkAccountEmail,
  checkNewPassword,
  MESSAGES,
  parseIsoDate,
  PASSWORD_MIN,
  SECURITY_FEATURES,
  SecurityFeature,
  SIGNUP_PASSWORD_MAX,
  TWO_FACTOR_CODE,
} from '@henesys/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsPositive, IsString, Length } from 'class-validator';
import { RequiredText, Satisfies } from '../satisfies.decorator';

const checkSettingsCode = (code: string | undefined) =>
  code && TWO_FACTOR_CODE.test(code) ? null : MESSAGES.settingsCodeInvalid;

/** The 6-digit code the settings page sends to turn two-factor on, off, or renew backup codes. */
export class TwoFactorCodeDto {
  @ApiProperty({ pattern: TWO_FACTOR_CODE.source })
  @Satisfies(checkSettingsCode)
  token: string;
}

/** Turning two-factor off: the code, and the current password too (a stolen session alone is not enough). */
export class TwoFactorDisableDto extends TwoFactorCodeDto {
  @ApiProperty({ maxLength: 128 })
  @RequiredText(MESSAGES.currentPasswordRequired, 128)
  currentPassword: string;
}

/**
 * What a sensitive change asks for (IdentityProof): the current password, and the authenticator's code
 * when two-factor is on. Optional here: the auth service says which change needs them.
 */
export class IdentityProofDto {
  @ApiPropertyOptional({
    maxLength: 128,
    description: 'Required to change the email, turn the IP lock off or unlink Discord',
  })
  @IsOptional()
  @RequiredText(MESSAGES.currentPasswordRequired, 128)
  currentPassword?: string;

  @ApiPropertyOptional({
    pattern: TWO_FACTOR_CODE.source,
    description: 'With currentPassword, when two-factor authentication is on',
  })
  @IsOptional()
  @Satisfies(checkSettingsCode)
  twoFactorCode?: string;
}

export class SecuritySettingDto extends IdentityProofDto {
  @ApiProperty({ enum: [...SECURITY_FEATURES] })
  @IsIn(SECURITY_FEATURES, { message: MESSAGES.unknownSecurityFeature })
  feature: SecurityFeature;

  @ApiProperty()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;
}

export function checkChangedPassword(password: string | undefined): string | null {
  if (!password || password.length < 6) return MESSAGES.changePasswordLength;
  return checkNewPassword(password);
}

export class ChangePasswordDto {
  @ApiProperty({ maxLength: 128 })
  @RequiredText(MESSAGES.currentPasswordRequired, 128)
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: SIGNUP_PASSWORD_MAX })
  @Satisfies(checkChangedPassword)
  newPassword: string;
}

/** SPEC §5 Profile: an email-type input and a date input; the server checks shape and a past date. */
export function checkProfileBirthday(birthday: string | undefined, today: Date = new Date()): string | null {
  if (!birthday) return MESSAGES.birthdayRequired;
  const date = parseIsoDate(birthday);
  return date && date.getTime() <= today.getTime() ? null : MESSAGES.birthdayInvalid;
}

export class UpdateProfileDto extends IdentityProofDto {
  @ApiProperty({ format: 'email', maxLength: ACCOUNT_EMAIL_MAX })
  @Satisfies(checkAccountEmail)
  email: string;

  @ApiProperty({ format: 'date', example: '2000-01-31' })
  @Satisfies((birthday) => checkProfileBirthday(birthday))
  birthday: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor = new (...args: any[]) => object;

/** A body DTO plus the user it concerns: the gateway takes the id from the token, never from the body. */
export function WithUser<T extends Constructor>(Base: T) {
  class UserScopedPayload extends Base {
    @IsInt()
    @IsPositive()
    userId: number;
  }
  return UserScopedPayload;
}

export class TwoFactorCodePayload
  extends WithUser(TwoFactorCodeDto)
  implements RpcRequest<'auth.2fa-enable'>, RpcRequest<'auth.2fa-regenerate'> {}

export class TwoFactorDisablePayload extends WithUser(TwoFactorDisableDto) implements RpcRequest<'auth.2fa-disable'> {}

export class IdentityProofPayload extends WithUser(IdentityProofDto) implements RpcRequest<'auth.confirm-identity'> {}

export class ChangePasswordPayload extends WithUser(ChangePasswordDto) implements RpcRequest<'auth.change-password'> {}

export class UpdateProfilePayload extends WithUser(UpdateProfileDto) implements RpcRequest<'auth.update-profile'> {}

export class SecuritySettingPayload
  extends WithUser(SecuritySettingDto)
  implements RpcRequest<'auth.set-security-setting'>
{
  @IsString()
  @Length(1, 64)
  ip: string;
}

export class AccountDetailsPayload implements RpcRequest<'accounts.account-details'>, RpcRequest<'accounts.nx-coupon'> {
  @IsInt()
  @IsPositive()
  userId: number;

  @IsString()
  @Length(1, 13)
  username: string;
}
