import { BullModule } from '@nestjs/bullmq';
import { DynamicModule } from '@nestjs/common';
import { ACTIVITY_QUEUE } from '@henesys/contracts';
import { ActivityModule, redisConnection, serviceModule } from '@henesys/server';
import { AccountDetailsController } from './account-details/account-details.controller';
import { ActivityController } from './activity/activity.controller';
import { ActivityQuery } from './activity/activity.query';
import { ActivityProcessor } from './activity/activity.processor';
import { CharactersController } from './characters/characters.controller';
import { CharactersQuery } from './characters/characters.query';
import { AccountsEnv } from './config/accounts-env';
import { DemoGameSeeder } from './demo/demo-game.seeder';
import { GameSchema1763769600000 } from './migrations/1763769600000-game-schema';
import { AccountsSchema1763769600001 } from './migrations/1763769600001-accounts-schema';
import { ActivityEventKey1763769600002 } from './migrations/1763769600002-activity-event-key';
import { ActivityByAccount1763769600003 } from './migrations/1763769600003-activity-by-account';
import { GameNxCredits1763769600004 } from './migrations/1763769600004-game-nx-credits';
import { Votes1763769600005 } from './migrations/1763769600005-votes';
import { GameParcels1763769600006 } from './migrations/1763769600006-game-parcels';
import { PendingNxSweeper } from './vote/pending-nx.sweeper';
import { VoteController } from './vote/vote.controller';
import { VoteService } from './vote/vote.service';

export function accountsModule(env: AccountsEnv): DynamicModule {
  const gameMigrations = env.GAME_SCHEMA_MANAGED === 'true' ? [GameSchema1763769600000, GameNxCredits1763769600004, GameParcels1763769600006] : [];
  return serviceModule({
    name: 'accounts',
    envClass: AccountsEnv,
    env,
    database: { schema: 'accounts', entities: [], migrations: [...gameMigrations, AccountsSchema1763769600001, ActivityEventKey1763769600002, ActivityByAccount1763769600003, Votes1763769600005] },
    imports: [
      BullModule.forRoot({ connection: { ...redisConnection(env.REDIS_URL), maxRetriesPerRequest: null } }),
      BullModule.registerQueue({ name: ACTIVITY_QUEUE }),
      ActivityModule.forRoot(env.REDIS_URL),
    ],
    controllers: [ActivityController, CharactersController, AccountDetailsController, VoteController],
    providers: [DemoGameSeeder, ActivityProcessor, ActivityQuery, CharactersQuery, VoteService, PendingNxSweeper],
  });
}
