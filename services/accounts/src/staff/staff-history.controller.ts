import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PATTERNS, RpcResponse } from '@henesys/contracts';
import { RpcHandler } from '@henesys/server';
import { NxLedger } from '@henesys/game';
import { ActivityLogRepository } from '../activity/activity-log.repository';
import { VotesRepository } from '../vote/votes.repository';
import { StaffAuditRepository } from './staff-audit.repository';
import { StaffHistoryPayload } from './staff-payloads';
import { StaffGrantsService } from './staff-grants.service';

/** How many votes, grants and audit rows the player's page shows (the activity log keeps its own bound). */
export const STAFF_HISTORY_LIMIT = 50;

/** What the accounts service knows of one player for the staff page. */
@Controller()
export class StaffHistoryController {
  constructor(
    private readonly ledger: NxLedger,
    private readonly votes: VotesRepository,
    private readonly activity: ActivityLogRepository,
    private readonly grants: StaffGrantsService,
    private readonly audit: StaffAuditRepository,
  ) {}

  @RpcHandler(PATTERNS.accountsStaffHistory)
  async history(@Payload() payload: StaffHistoryPayload): Promise<RpcResponse<'accounts.staff-history'>> {
    const [pendingNx, votes, activity, grants, audit] = await Promise.all([
      this.ledger.pending(payload.accountId),
      this.votes.recentOf(payload.accountName, STAFF_HISTORY_LIMIT),
      this.activity.recent(payload.accountName),
      this.grants.ofAccount(payload.accountId, STAFF_HISTORY_LIMIT),
      this.audit.ofAccount(payload.accountId, STAFF_HISTORY_LIMIT),
    ]);
    return { pendingNx, votes, activity, grants, audit };
  }
}
