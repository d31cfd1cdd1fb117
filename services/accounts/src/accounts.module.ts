import { DynamicModule } from '@nestjs/common';
import { ACTIVITY_QUEUE } from '@henesys/contracts';
import { GameAccounts, GameCharacters, GameModule, NxLedger } from '@henesys/game';
import { ActivityModule, serviceModule } from '@henesys/server';
import { AccountDetailsController } from './account-details/account-details.controller';
import { ActivityController } from './activity/activity.controller';
import { ActivityLogRepository } from './activity/activity-log.repository';
import { ActivityProcessor } from './activity/activity.processor';
import { CharactersController } from './characters/characters.controller';
import { CharactersQuery } from './characters/characters.query';
import { AccountsEnv } from './config/accounts-env';
import { DemoWorldSeeder } from './demo/demo-world.seeder';
import { AccountsSchema1763769600001 } from './migrations/1763769600001-accounts-schema';
import { ActivityEventKey1763769600002 } from './migrations/1763769600002-activity-event-key';
import { ActivityByAccount1763769600003 } from './migrations/1763769600003-activity-by-account';
import { Votes1763769600005 } from './migrations/1763769600005-votes';
import { VoteGrants1763769600007 } from './migrations/1763769600007-vote-grants';
import { NxCouponController } from './nx/nx-coupon.controller';
import { PendingNxSweeper } from './vote/pending-nx.sweeper';
import { VoteController } from './vote/vote.controller';
import { VoteService } from './vote/vote.service';
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
      ],
    },
    queues: [ACTIVITY_QUEUE],
    imports: [GameModule.forRoot(env), ActivityModule.forRoot()],
    controllers: [
      ActivityController,
      CharactersController,
      AccountDetailsController,
      VoteController,
      NxCouponController,
    ],
    providers: [
      GameAccounts,
      GameCharacters,
      NxLedger,
      DemoWorldSeeder,
      ActivityProcessor,
      ActivityLogRepository,
      CharactersQuery,
      VotesRepository,
      VoteService,
      PendingNxSweeper,
    ],
  });
}
