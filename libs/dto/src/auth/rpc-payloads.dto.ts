import { IsInt, IsOptional, IsPositive, IsString, IsUUID, Length } from 'class-validator';
import { LoginDto } from './login.dto';
import { ResetPasswordWithTokenDto, ResetTokenDto } from './reset-token.dto';
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

export class ResetTokenPayload extends ResetTokenDto {}

export class ResetPasswordPayload extends ResetPasswordWithTokenDto {}

export class UserIdPayload {
  @IsInt()
  @IsPositive()
  userId: number;
}

/** One session of a user: the jti of its token. */
export class SessionPayload extends UserIdPayload {
  @IsUUID()
  sessionId: string;
}

export class UsernamePayload {
  @IsString()
  @Length(1, 13)
  username: string;

  @IsOptional()
  @IsInt()
  limit?: number;
}
