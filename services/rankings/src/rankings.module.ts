import { DynamicModule } from '@nestjs/common';
import { GameModule } from '@henesys/game';
import { RedisModule, serviceModule } from '@henesys/server';
import { RankingsEnv } from './config/rankings-env';
import { LibraryModule } from './library/library.module';
import { Library1764800000000 } from './migrations/1764800000000-library';
import { RankingsSchema1763856000000 } from './migrations/1763856000000-rankings-schema';
import { RankedWornItems1795824000000 } from './migrations/1795824000000-ranked-worn-items';
import { RankingsModule } from './rankings/rankings.module';
import { SkillsModule } from './skills/skills.module';

export const RANKINGS_SCHEMA = 'rankings';

export function rankingsModule(env: RankingsEnv): DynamicModule {
  return serviceModule({
    name: 'rankings',
    envClass: RankingsEnv,
    env,
    database: {
      schema: RANKINGS_SCHEMA,
      entities: [],
      migrations: [RankingsSchema1763856000000, Library1764800000000, RankedWornItems1795824000000],
    },
    imports: [RedisModule.forRoot(env.REDIS_URL), GameModule.forRoot(env), RankingsModule, SkillsModule, LibraryModule],
  });
}
