import { Module } from '@nestjs/common';
import { ContentAdminController } from './content-admin.controller';
import { AdminArticlesController, AdminNoticesController } from './content-kind.controller';
import { NewsController } from './news.controller';
import { ServerStatusController } from './server-status.controller';

@Module({
  controllers: [
    ServerStatusController,
    NewsController,
    ContentAdminController,
    AdminArticlesController,
    AdminNoticesController,
  ],
})
export class ContentModule {}
