import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { AccountsEnv } from './config/accounts-env';
import { DemoGameSeeder } from './demo/demo-game.seeder';
import { GameSchema1763769600000 } from './migrations/1763769600000-game-schema';
import { AccountsSchema1763769600001 } from './migrations/1763769600001-accounts-schema';

export function accountsModule(env: AccountsEnv): DynamicModule {
  const gameMigrations = env.GAME_SCHEMA_MANAGED === 'true' ? [GameSchema1763769600000] : [];
  return serviceModule({
    name: 'accounts',
    envClass: AccountsEnv,
    env,
    database: { schema: 'accounts', entities: [], migrations: [...gameMigrations, AccountsSchema1763769600001] },
    providers: [DemoGameSeeder],
  });
}
