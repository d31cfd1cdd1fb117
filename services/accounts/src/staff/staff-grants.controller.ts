import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { StaffGrantPayload } from './staff-payloads';
import { StaffGrantsService } from './staff-grants.service';

@Controller()
export class StaffGrantsController {
  constructor(private readonly grants: StaffGrantsService) {}

  @RpcHandler(PATTERNS.accountsStaffGrant)
  grant(@Payload() payload: StaffGrantPayload): Promise<RpcResponse<'accounts.staff-grant'>> {
    return this.grants.grant(payload.actor, payload.grant);
  }
}
