import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { MESSAGES } from '@henesys/contracts';
import { IsInt, IsObject, IsOptional, IsString, Length, Min } from 'class-validator';
import { CacheBustedQuery } from '../cache-busted-query';
import { Satisfies } from '../satisfies.decorator';

/** GET /api/vote-status?username=: a blank name is refused with the spec's message. */
export class VoteStatusQueryDto extends CacheBustedQuery {
  @ApiProperty({ maxLength: 64 })
  @Satisfies((username) =>
    username && username.trim() && username.length <= 64 ? null : MESSAGES.voteUsernameRequired,
  )
  username: string;
}

export class VoteStatusPayload implements RpcRequest<'accounts.vote-status'> {
  @Satisfies((username) => (username && username.trim() ? null : MESSAGES.voteUsernameRequired))
  username: string;
}

export class VotePingbackPayload implements RpcRequest<'accounts.vote-pingback'> {
  /** Parsed by the accounts service, which trusts nothing in it but its shape. */
  @IsObject()
  body: Record<string, unknown>;

  @IsString()
  @Length(1, 64)
  sourceIp: string;

  /** Absent: the GTop100 site of the original address, /api/vote/pingback. */
  @IsOptional()
  @IsInt()
  @Min(1)
  siteId?: number;

  /** The secret in the callback address, when it has one. */
  @IsOptional()
  @IsString()
  @Length(1, 200)
  secret?: string;
}
