import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { RankingsEnv } from './config/rankings-env';

export function rankingsModule(env: RankingsEnv): DynamicModule {
  return serviceModule({ name: 'rankings', envClass: RankingsEnv, env, database: { schema: 'rankings', entities: [], migrations: [] } });
}
