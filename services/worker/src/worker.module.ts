import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { WorkerEnv } from './config/worker-env';

export function workerModule(env: WorkerEnv): DynamicModule {
  return serviceModule({ name: 'worker', envClass: WorkerEnv, env, database: { schema: 'worker', entities: [], migrations: [] } });
}
