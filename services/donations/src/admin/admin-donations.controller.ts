import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { AdminDonationListPayload, DonationIdPayload, SetDonationStatusPayload, UserIdPayload } from '@henesys/dto';
import { AdminDonationsService } from './admin-donations.service';

@Controller()
export class AdminDonationsController {
  constructor(private readonly admin: AdminDonationsService) {}

  @RpcHandler(PATTERNS.donationsAdminList)
  list(@Payload() payload: AdminDonationListPayload): Promise<RpcResponse<'donations.admin-list'>> {
    return this.admin.list(payload.owner, {
      page: payload.page,
      limit: payload.limit,
      status: payload.status,
      search: payload.search,
    });
  }

  @RpcHandler(PATTERNS.donationsSetStatus)
  setStatus(@Payload() payload: SetDonationStatusPayload): Promise<RpcResponse<'donations.set-status'>> {
    return this.admin.setStatus(payload.owner, payload.id, payload.status, payload.adminNotes);
  }

  /** The staff console's player page; the gateway lets Admins only ask (the payload names no actor). */
  @RpcHandler(PATTERNS.donationsOfUser)
  ofUser(@Payload() payload: UserIdPayload): Promise<RpcResponse<'donations.of-user'>> {
    return this.admin.ofUser(payload.userId);
  }

  @RpcHandler(PATTERNS.donationsRetryDelivery)
  retry(@Payload() payload: DonationIdPayload): Promise<RpcResponse<'donations.retry-delivery'>> {
    return this.admin.retryDelivery(payload.owner, payload.id);
  }
}
