import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { DonationsEnv } from './config/donations-env';

export function donationsModule(env: DonationsEnv): DynamicModule {
  return serviceModule({ name: 'donations', envClass: DonationsEnv, env, database: { schema: 'donations', entities: [], migrations: [] } });
}
