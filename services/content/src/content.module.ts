import { DynamicModule } from '@nestjs/common';
import { GameAccounts, GameModule } from '@henesys/game';
import { RedisModule, serviceModule, StaffAuditModule } from '@henesys/server';
import { AdminArticlesService } from './admin/admin-articles.service';
import { AdminNoticesService } from './admin/admin-notices.service';
import { ContentAdminController } from './admin/content-admin.controller';
import { ContentAudit } from './admin/content-audit';
import { ArticlesRepository } from './articles/articles.repository';
import { ContentEnv } from './config/content-env';
import { DemoContentSeeder } from './demo/demo-content.seeder';
import { ContentSchema1763769600000 } from './migrations/1763769600000-content-schema';
import { ContentAdmin1763769600001 } from './migrations/1763769600001-content-admin';
import { PlayersOnlineSamples1764547200000 } from './migrations/1764547200000-players-online-samples';
import { NewsController } from './news/news.controller';
import { NewsService } from './news/news.service';
import { NoticesRepository } from './notices/notices.repository';
import { PlayersOnlineHistoryStore } from './server-status/players-online-history';
import { PlayersOnlineSampler } from './server-status/players-online-sampler';
import { ServerStatusController } from './server-status/server-status.controller';
import { ServerStatusService } from './server-status/server-status.service';
import { MaintenanceSwitch } from './settings/maintenance-switch';
import { SettingsRepository } from './settings/settings.repository';

export const CONTENT_SCHEMA = 'content';

export function contentModule(env: ContentEnv): DynamicModule {
  return serviceModule({
    name: 'content',
    envClass: ContentEnv,
    env,
    database: {
      schema: CONTENT_SCHEMA,
      entities: [],
      migrations: [ContentSchema1763769600000, ContentAdmin1763769600001, PlayersOnlineSamples1764547200000],
    },
    imports: [GameModule.forRoot(env), RedisModule.forRoot(env.REDIS_URL), StaffAuditModule.forRoot()],
    controllers: [ServerStatusController, NewsController, ContentAdminController],
    providers: [
      GameAccounts,
      ArticlesRepository,
      NoticesRepository,
      SettingsRepository,
      DemoContentSeeder,
      ServerStatusService,
      PlayersOnlineHistoryStore,
      PlayersOnlineSampler,
      MaintenanceSwitch,
      NewsService,
      ContentAudit,
      AdminArticlesService,
      AdminNoticesService,
    ],
  });
}
