import { DynamicModule } from '@nestjs/common';
import { ACTIVITY_QUEUE, STAFF_AUDIT_QUEUE } from '@henesys/contracts';
import {
  GameAccounts,
  GameCharacterMoves,
  GameCharacters,
  GameModule,
  GameNameChanges,
  GameReports,
  GameStaffGrants,
  NxLedger,
} from '@henesys/game';
import { ActivityModule, serviceModule, StaffAuditModule } from '@henesys/server';
import { AccountDetailsController } from './account-details/account-details.controller';
import { ActivityController } from './activity/activity.controller';
import { ActivityLogRepository } from './activity/activity-log.repository';
import { ActivityProcessor } from './activity/activity.processor';
import { CharacterToolsController } from './characters/character-tools.controller';
import { CharacterToolsService } from './characters/character-tools.service';
import { CharactersController } from './characters/characters.controller';
import { CharactersQuery } from './characters/characters.query';
import { AccountsEnv } from './config/accounts-env';
import { DemoWorldSeeder } from './demo/demo-world.seeder';
import { AccountsSchema1763769600001 } from './migrations/1763769600001-accounts-schema';
import { ActivityEventKey1763769600002 } from './migrations/1763769600002-activity-event-key';
import { ActivityByAccount1763769600003 } from './migrations/1763769600003-activity-by-account';
import { Votes1763769600005 } from './migrations/1763769600005-votes';
import { VoteGrants1763769600007 } from './migrations/1763769600007-vote-grants';
import { StaffConsole1763769600010 } from './migrations/1763769600010-staff-console';
import { VoteSites1763769600015 } from './migrations/1763769600015-vote-sites';
import { NxCouponController } from './nx/nx-coupon.controller';
import { ReportsRepository } from './staff/reports.repository';
import { StaffAuditController } from './staff/staff-audit.controller';
import { StaffAuditProcessor } from './staff/staff-audit.processor';
import { StaffAuditRepository } from './staff/staff-audit.repository';
import { StaffGrantsController } from './staff/staff-grants.controller';
import { StaffGrantsRepository } from './staff/staff-grants.repository';
import { StaffGrantsService } from './staff/staff-grants.service';
import { StaffHistoryController } from './staff/staff-history.controller';
import { StaffReportsController } from './staff/staff-reports.controller';
import { StaffReportsService } from './staff/staff-reports.service';
import { PendingNxSweeper } from './vote/pending-nx.sweeper';
import { VoteController } from './vote/vote.controller';
import { VoteService } from './vote/vote.service';
import { VoteSitesController } from './vote/vote-sites.controller';
import { VoteSitesRepository } from './vote/vote-sites.repository';
import { VoteSitesSeeder } from './vote/vote-sites.seeder';
import { VoteSitesService } from './vote/vote-sites.service';
import { VotesRepository } from './vote/votes.repository';

export function accountsModule(env: AccountsEnv): DynamicModule {
  return serviceModule({
    name: 'accounts',
    envClass: AccountsEnv,
    env,
    database: {
      schema: 'accounts',
      entities: [],
      migrations: [
        AccountsSchema1763769600001,
        ActivityEventKey1763769600002,
        ActivityByAccount1763769600003,
        Votes1763769600005,
        VoteGrants1763769600007,
        StaffConsole1763769600010,
        VoteSites1763769600015,
      ],
    },
    queues: [ACTIVITY_QUEUE, STAFF_AUDIT_QUEUE],
    imports: [GameModule.forRoot(env), ActivityModule.forRoot(), StaffAuditModule.forRoot()],
    controllers: [
      ActivityController,
      CharactersController,
      CharacterToolsController,
      AccountDetailsController,
      VoteController,
      VoteSitesController,
      NxCouponController,
      StaffReportsController,
      StaffGrantsController,
      StaffAuditController,
      StaffHistoryController,
    ],
    providers: [
      GameAccounts,
      GameCharacters,
      NxLedger,
      DemoWorldSeeder,
      ActivityProcessor,
      ActivityLogRepository,
      CharactersQuery,
      CharacterToolsService,
      GameNameChanges,
      GameCharacterMoves,
      VotesRepository,
      VoteService,
      VoteSitesRepository,
      VoteSitesService,
      VoteSitesSeeder,
      PendingNxSweeper,
      GameReports,
      GameStaffGrants,
      ReportsRepository,
      StaffReportsService,
      StaffGrantsRepository,
      StaffGrantsService,
      StaffAuditRepository,
      StaffAuditProcessor,
    ],
  });
}
