import type { RpcRequest } from '@henesys/contracts';
import { IsInt, IsOptional, IsPositive, IsString, IsUUID, Length } from 'class-validator';
import { LoginDto } from './login.dto';
import { ResetPasswordWithTokenDto, ResetTokenDto } from './reset-token.dto';
import { VerifyTwoFactorDto } from './verify-two-factor.dto';

/** What the gateway adds to a body before it crosses the transport: the caller's address. */
export class LoginPayload extends LoginDto implements RpcRequest<'auth.login'> {
  @IsString()
  @Length(1, 64)
  ip: string;
}

export class VerifyTwoFactorPayload extends VerifyTwoFactorDto implements RpcRequest<'auth.verify-2fa'> {
  @IsString()
  @Length(1, 64)
  ip: string;
}

export class ResetTokenPayload extends ResetTokenDto implements RpcRequest<'auth.verify-reset-token'> {}

export class ResetPasswordPayload extends ResetPasswordWithTokenDto implements RpcRequest<'auth.reset-password'> {}

export class UserIdPayload
  implements
    RpcRequest<'auth.2fa-generate'>,
    RpcRequest<'auth.2fa-status'>,
    RpcRequest<'auth.logout-all'>,
    RpcRequest<'auth.security-settings'>,
    RpcRequest<'auth.token-version'>,
    RpcRequest<'auth.user'>,
    RpcRequest<'community.connection'>,
    RpcRequest<'community.staff-link'>,
    RpcRequest<'donations.founder-status'>,
    RpcRequest<'donations.of-user'>
{
  @IsInt()
  @IsPositive()
  userId: number;
}

/** One session of a user: the jti of its token. */
export class SessionPayload
  extends UserIdPayload
  implements RpcRequest<'auth.logout'>, RpcRequest<'auth.session-state'>
{
  @IsUUID()
  sessionId: string;
}

export class UsernamePayload implements RpcRequest<'accounts.characters'>, RpcRequest<'accounts.recent-activity'> {
  @IsString()
  @Length(1, 13)
  username: string;

  @IsOptional()
  @IsInt()
  limit?: number;
}
