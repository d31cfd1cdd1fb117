import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { AuthEnv } from './config/auth-env';
import { DemoUsersSeeder } from './demo/demo-users.seeder';
import { AuthSchema1763769600000 } from './migrations/1763769600000-auth-schema';
import { User } from './users/entities/user.entity';

export function authModule(env: AuthEnv): DynamicModule {
  return serviceModule({
    name: 'auth',
    envClass: AuthEnv,
    env,
    database: { schema: 'auth', entities: [User], migrations: [AuthSchema1763769600000] },
    providers: [DemoUsersSeeder],
  });
}
