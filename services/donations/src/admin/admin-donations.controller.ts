import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { AdminDonationListPayload, DonationIdPayload, SetDonationStatusPayload, UserIdPayload } from '@henesys/dto';
import { AdminDonationsService } from './admin-donations.service';

@Controller()
export class AdminDonationsController {
  constructor(private readonly admin: AdminDonationsService) {}

  @MessagePattern(PATTERNS.donationsAdminList)
  list(@Payload() payload: AdminDonationListPayload): Promise<RpcResponse<'donations.admin-list'>> {
    return this.admin.list(payload.owner, {
      page: payload.page,
      limit: payload.limit,
      status: payload.status,
      search: payload.search,
    });
  }

  @MessagePattern(PATTERNS.donationsSetStatus)
  setStatus(@Payload() payload: SetDonationStatusPayload): Promise<RpcResponse<'donations.set-status'>> {
    return this.admin.setStatus(payload.owner, payload.id, payload.status, payload.adminNotes);
  }

  /** The staff console's player page; the gateway lets Admins only ask (the payload names no actor). */
  @MessagePattern(PATTERNS.donationsOfUser)
  ofUser(@Payload() payload: UserIdPayload): Promise<RpcResponse<'donations.of-user'>> {
    return this.admin.ofUser(payload.userId);
  }

  @MessagePattern(PATTERNS.donationsRetryDelivery)
  retry(@Payload() payload: DonationIdPayload): Promise<RpcResponse<'donations.retry-delivery'>> {
    return this.admin.retryDelivery(payload.owner, payload.id);
  }
}
