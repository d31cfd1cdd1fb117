import { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@henesys/server';
import { Article } from './articles/entities/article.entity';
import { ContentEnv } from './config/content-env';
import { DemoContentSeeder } from './demo/demo-content.seeder';
import { ContentSchema1763769600000 } from './migrations/1763769600000-content-schema';
import { Notice } from './notices/entities/notice.entity';
import { ServerStatusModule } from './server-status/server-status.module';

export const CONTENT_SCHEMA = 'content';

export function contentModule(env: ContentEnv): DynamicModule {
  return serviceModule({
    name: 'content',
    envClass: ContentEnv,
    env,
    database: { schema: CONTENT_SCHEMA, entities: [Article, Notice], migrations: [ContentSchema1763769600000] },
    imports: [ServerStatusModule],
    providers: [DemoContentSeeder],
  });
}
