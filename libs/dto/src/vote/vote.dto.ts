import { MESSAGES } from '@henesys/contracts';
import { IsObject, IsString, Length } from 'class-validator';
import { Satisfies } from '../satisfies.decorator';

/** GET /api/vote-status?username=: a blank name is refused with the spec's message. */
export class VoteStatusQueryDto {
  @Satisfies((username) => (username && username.trim() && username.length <= 64 ? null : MESSAGES.voteUsernameRequired))
  username: string;
}

export class VoteStatusPayload extends VoteStatusQueryDto {}

export class VotePingbackPayload {
  /** Parsed by the accounts service, which trusts nothing in it but its shape. */
  @IsObject()
  body: Record<string, unknown>;

  @IsString()
  @Length(1, 64)
  sourceIp: string;
}
