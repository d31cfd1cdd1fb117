import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsPositive, IsString, Length, Matches, ValidateNested } from 'class-validator';
import { IdentityProofDto } from '../account/account.dto';
import { CacheBustedQuery } from '../cache-busted-query';
import { RequiredText } from '../satisfies.decorator';

const SNOWFLAKE = /^\d{5,25}$/;

/** GET /api/discord/auth?client_token=: the site token travels in the popup's URL (SPEC §7). */
export class DiscordAuthQueryDto extends CacheBustedQuery {
  @ApiPropertyOptional({
    maxLength: 2_000,
    description: 'The site session token; without it the state is for a sign-in through Discord',
  })
  @IsOptional()
  @IsString()
  @Length(1, 2_000)
  client_token?: string;
}

export class DiscordExchangeDto {
  @ApiProperty({ maxLength: 200 })
  @RequiredText(MESSAGES.discordNoCode, 200)
  code: string;

  @ApiProperty({ maxLength: 200 })
  @RequiredText(MESSAGES.discordStateInvalid, 200)
  state: string;
}

export class DiscordConnectDto {
  @ApiProperty({ pattern: SNOWFLAKE.source })
  @Matches(SNOWFLAKE, { message: 'discordId must be a Discord id' })
  discordId: string;

  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @Length(0, 64)
  discordUsername?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64 })
  @IsOptional()
  @IsString()
  @Length(0, 64)
  discordAvatar?: string | null;
}

/** Unlinking Discord: the current password, and the authenticator's code when two-factor is on. */
export class DiscordDisconnectDto extends IdentityProofDto {}

export class DiscordLoginDto {
  @ApiProperty({ pattern: SNOWFLAKE.source })
  @Matches(SNOWFLAKE, { message: 'discordId must be a Discord id' })
  discordId: string;

  /** The single-use ticket POST /discord/exchange returned for this id: a bare id proves nothing. */
  @ApiProperty({ maxLength: 200 })
  @RequiredText(MESSAGES.discordTicketRequired, 200)
  ticket: string;
}

export class AuthorizeUrlPayload implements RpcRequest<'community.authorize-url'> {
  @IsOptional()
  @IsInt()
  @IsPositive()
  userId: number | null;

  @IsOptional()
  @IsString()
  @Length(1, 12)
  username: string | null;
}

export class DiscordExchangePayload extends DiscordExchangeDto implements RpcRequest<'community.exchange'> {
  @IsOptional()
  @IsInt()
  @IsPositive()
  callerUserId: number | null;
}

export class DiscordConnectPayload implements RpcRequest<'community.connect'> {
  @IsInt()
  @IsPositive()
  userId: number;

  @IsString()
  @Length(1, 12)
  username: string;

  @Matches(SNOWFLAKE)
  discordId: string;
}

export class UserScopedNamePayload implements RpcRequest<'community.disconnect'> {
  @IsInt()
  @IsPositive()
  userId: number;

  @IsString()
  @Length(1, 12)
  username: string;
}

export class FounderStatusDto {
  @IsBoolean()
  hasCompletedFounderPack: boolean;

  @IsBoolean()
  rich: boolean;
}

export class FounderRolePayload
  extends UserScopedNamePayload
  implements RpcRequest<'community.claim-early-supporter'>, RpcRequest<'community.role-status'>
{
  @ValidateNested()
  @Type(() => FounderStatusDto)
  founder: FounderStatusDto;
}

export class DiscordLoginPayload extends DiscordLoginDto implements RpcRequest<'community.login'> {}

export class DiscordSignInPayload implements RpcRequest<'auth.discord-login'> {
  @IsInt()
  @IsPositive()
  userId: number;

  @IsString()
  @Length(1, 64)
  ip: string;
}
