import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { CommunityEnv } from './config/community-env';

export function communityModule(env: CommunityEnv): DynamicModule {
  return serviceModule({ name: 'community', envClass: CommunityEnv, env, database: { schema: 'community', entities: [], migrations: [] } });
}
