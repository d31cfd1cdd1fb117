import { MESSAGES } from '@henesys/contracts';
import { IsInt, IsOptional, IsPositive, IsString, Length } from 'class-validator';
import { LoginDto } from './login.dto';
import { ResetPasswordDto } from './reset-password.dto';
import { VerifyTwoFactorDto } from './verify-two-factor.dto';

/** What the gateway adds to a body before it crosses the transport: the caller's address. */
export class LoginPayload extends LoginDto {
  @IsString()
  @Length(1, 64)
  ip: string;
}

export class VerifyTwoFactorPayload extends VerifyTwoFactorDto {
  @IsString()
  @Length(1, 64)
  ip: string;
}

export class ResetTokenPayload {
  @IsString({ message: MESSAGES.resetLinkInvalid })
  @Length(1, 128, { message: MESSAGES.resetLinkInvalid })
  token: string;
}

export class ResetPasswordPayload extends ResetPasswordDto {
  @IsString({ message: MESSAGES.resetLinkInvalid })
  @Length(1, 128, { message: MESSAGES.resetLinkInvalid })
  token: string;
}

export class UserIdPayload {
  @IsInt()
  @IsPositive()
  userId: number;
}

export class UsernamePayload {
  @IsString()
  @Length(1, 13)
  username: string;

  @IsOptional()
  @IsInt()
  limit?: number;
}
