import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Article } from '../articles/entities/article.entity';
import { ContentEnv } from '../config/content-env';
import { Notice } from '../notices/entities/notice.entity';
import { demoArticles, demoNotices } from './demo-content';

/** Seeds demo articles and notices when SEED_DEMO_DATA=true; a second run adds nothing (unique slugs). */
@Injectable()
export class DemoContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoContentSeeder.name);

  constructor(
    private readonly env: ContentEnv,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.seedDemoData) return;
    const now = Date.now();
    const articles = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(Article)
      .values(demoArticles(now))
      .orIgnore()
      .execute();
    const notices = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(Notice)
      .values(demoNotices(now))
      .orIgnore()
      .execute();
    this.logger.log(
      `Demo content: ${articles.identifiers.filter(Boolean).length} articles, ${notices.identifiers.filter(Boolean).length} notices added`,
    );
  }
}
