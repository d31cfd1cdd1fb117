import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { StaffReportsQueryDto } from '@henesys/dto';
import { StaffSetReportPayload } from './staff-payloads';
import { StaffReportsService } from './staff-reports.service';

@Controller()
export class StaffReportsController {
  constructor(private readonly reports: StaffReportsService) {}

  @RpcHandler(PATTERNS.accountsStaffReports)
  list(@Payload() payload: StaffReportsQueryDto): Promise<RpcResponse<'accounts.staff-reports'>> {
    return this.reports.list(payload.status, payload.page, payload.limit);
  }

  @RpcHandler(PATTERNS.accountsStaffReportCount)
  async count(): Promise<RpcResponse<'accounts.staff-report-count'>> {
    return { open: await this.reports.openCount() };
  }

  @RpcHandler(PATTERNS.accountsStaffSetReport)
  setStatus(@Payload() payload: StaffSetReportPayload): Promise<RpcResponse<'accounts.staff-set-report'>> {
    return this.reports.setStatus(payload.actor, payload.id, payload.status);
  }
}
