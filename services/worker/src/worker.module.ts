import { DynamicModule } from '@nestjs/common';
import { ActivityModule, serviceModule } from '@henesys/server';
import { WorkerEnv } from './config/worker-env';
import { DeliveryStatesController } from './deliveries/delivery-states.controller';
import { Deliveries1763769600000 } from './migrations/1763769600000-deliveries';
import { DeliveryCounter } from './rewards/delivery-counter';
import { FounderRoleRequests } from './rewards/founder-role-requests';
import { Reconciler } from './rewards/reconciler';
import { RewardDelivery } from './rewards/reward-delivery';
import { RewardWorker } from './rewards/reward-worker';

export function workerModule(env: WorkerEnv): DynamicModule {
  return serviceModule({
    name: 'worker',
    envClass: WorkerEnv,
    env,
    database: { schema: 'worker', entities: [], migrations: [Deliveries1763769600000] },
    imports: [ActivityModule.forRoot(env.REDIS_URL)],
    controllers: [DeliveryStatesController],
    providers: [RewardDelivery, RewardWorker, Reconciler, FounderRoleRequests, DeliveryCounter],
  });
}
