import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import {
  StaffAuditQueryDto,
  StaffGrantDto,
  StaffPageQueryDto,
  StaffReportStatusDto,
  StaffReportsQueryDto,
} from '@henesys/dto';
import { actorOf } from '../auth/actor';
import { AdminOnly, CurrentUser, StaffOnly } from '../auth/access.decorators';
import type { SessionUser } from '../auth/session-user';
import { numericId as id } from '../rpc/numeric-id.pipe';
import { RpcClient } from '../rpc/rpc-client';

/** The staff console's lists and queues: bans, in-game reports, grants (Admins) and the audit trail. */
@Controller('staff')
@StaffOnly()
export class StaffModerationController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('bans')
  bans(@Query() query: StaffPageQueryDto): Promise<RpcResponse<'auth.staff-bans'>> {
    return this.rpc.send(PATTERNS.authStaffBans, { page: query.page, limit: query.limit });
  }

  @Get('reports')
  reports(@Query() query: StaffReportsQueryDto): Promise<RpcResponse<'accounts.staff-reports'>> {
    return this.rpc.send(PATTERNS.accountsStaffReports, { status: query.status, page: query.page, limit: query.limit });
  }

  /** The open reports, for the count in the staff navigation. */
  @Get('reports/count')
  reportCount(): Promise<RpcResponse<'accounts.staff-report-count'>> {
    return this.rpc.send(PATTERNS.accountsStaffReportCount, {});
  }

  @Put('reports/:id')
  setReport(
    @CurrentUser() user: SessionUser,
    @Param('id', id) reportId: number,
    @Body() body: StaffReportStatusDto,
  ): Promise<RpcResponse<'accounts.staff-set-report'>> {
    return this.rpc.send(PATTERNS.accountsStaffSetReport, { actor: actorOf(user), id: reportId, status: body.status });
  }

  /** NX or items for a player, exactly once per key (the accounts service checks the Admin role again). */
  @Post('grants')
  @AdminOnly()
  @HttpCode(200)
  grant(@CurrentUser() user: SessionUser, @Body() body: StaffGrantDto): Promise<RpcResponse<'accounts.staff-grant'>> {
    return this.rpc.send(PATTERNS.accountsStaffGrant, { actor: actorOf(user), grant: body });
  }

  @Get('audit')
  audit(@Query() query: StaffAuditQueryDto): Promise<RpcResponse<'accounts.staff-audit'>> {
    return this.rpc.send(PATTERNS.accountsStaffAudit, {
      actor: query.actor || undefined,
      action: query.action,
      target: query.target || undefined,
      page: query.page,
      limit: query.limit,
    });
  }
}
