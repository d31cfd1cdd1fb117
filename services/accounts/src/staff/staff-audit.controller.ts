import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { StaffAuditQueryDto } from '@henesys/dto';
import { StaffAuditRepository } from './staff-audit.repository';

@Controller()
export class StaffAuditController {
  constructor(private readonly audit: StaffAuditRepository) {}

  @RpcHandler(PATTERNS.accountsStaffAudit)
  list(@Payload() payload: StaffAuditQueryDto): Promise<RpcResponse<'accounts.staff-audit'>> {
    return this.audit.list(payload);
  }
}
