import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { StaffSearchPayload, UserIdPayload } from '@henesys/dto';
import { LinksRepository } from '../linking/links.repository';

/** At most this many users per search: the staff console's search answers one page of players. */
export const STAFF_FIND_LIMIT = 50;

/** What the staff console asks of the Discord links; the gateway lets only staff ask (the payloads name no actor). */
@Controller()
export class StaffCommunityController {
  constructor(private readonly links: LinksRepository) {}

  /** The words of the staff search box, as auth's search gets them (its `userIds` are not used here). */
  @RpcHandler(PATTERNS.communityStaffFind)
  async find(@Payload() payload: StaffSearchPayload): Promise<RpcResponse<'community.staff-find'>> {
    return { userIds: await this.links.usersByNamePrefix(payload.q, STAFF_FIND_LIMIT) };
  }

  @RpcHandler(PATTERNS.communityStaffLink)
  async link(@Payload() payload: UserIdPayload): Promise<RpcResponse<'community.staff-link'>> {
    const link = await this.links.ofUser(payload.userId);
    return link ? { username: link.discordUsername } : null;
  }
}
