import { DynamicModule } from '@nestjs/common';
import { GameAccounts, GameCharacters, GameModule, GameRewards, NxLedger } from '@henesys/game';
import { COMMUNITY_QUEUE, REWARDS_QUEUE } from '@henesys/contracts';
import { ActivityModule, serviceModule } from '@henesys/server';
import { WorkerEnv } from './config/worker-env';
import { DeliveriesRepository } from './deliveries/deliveries.repository';
import { DeliveryStatesController } from './deliveries/delivery-states.controller';
import { Deliveries1763769600000 } from './migrations/1763769600000-deliveries';
import { WaitingState1764000000000 } from './migrations/1764000000000-waiting-state';
import { DeliveryStates1764900000000 } from './migrations/1764900000000-delivery-states';
import { DeliveryCounter } from './rewards/delivery-counter';
import { FounderRoleRequests } from './rewards/founder-role-requests';
import { Reconciler } from './rewards/reconciler';
import { RewardDelivery } from './rewards/reward-delivery';
import { rewardWorkerFor } from './rewards/reward-worker';

export function workerModule(env: WorkerEnv): DynamicModule {
  return serviceModule({
    name: 'worker',
    envClass: WorkerEnv,
    env,
    database: {
      schema: 'worker',
      entities: [],
      migrations: [Deliveries1763769600000, WaitingState1764000000000, DeliveryStates1764900000000],
    },
    queues: [REWARDS_QUEUE, COMMUNITY_QUEUE],
    imports: [ActivityModule.forRoot(), GameModule.forRoot(env)],
    controllers: [DeliveryStatesController],
    providers: [
      DeliveriesRepository,
      GameAccounts,
      GameCharacters,
      NxLedger,
      GameRewards,
      RewardDelivery,
      rewardWorkerFor(env),
      Reconciler,
      FounderRoleRequests,
      DeliveryCounter,
    ],
  });
}
