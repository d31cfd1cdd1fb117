import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { VotePingbackPayload, VoteStatusPayload } from '@henesys/dto';
import { VoteService } from './vote.service';

@Controller()
export class VoteController {
  constructor(private readonly votes: VoteService) {}

  @RpcHandler(PATTERNS.accountsVoteStatus)
  status(@Payload() payload: VoteStatusPayload): Promise<RpcResponse<'accounts.vote-status'>> {
    return this.votes.status(payload.username);
  }

  @RpcHandler(PATTERNS.accountsVotePingback)
  pingback(@Payload() payload: VotePingbackPayload): Promise<RpcResponse<'accounts.vote-pingback'>> {
    return this.votes.receive(payload);
  }
}
