import { Module } from '@nestjs/common';
import { ContentAdminController } from './content-admin.controller';
import { NewsController } from './news.controller';
import { ServerStatusController } from './server-status.controller';

@Module({ controllers: [ServerStatusController, NewsController, ContentAdminController] })
export class ContentModule {}
