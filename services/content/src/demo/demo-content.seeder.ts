import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ArticlesRepository } from '../articles/articles.repository';
import { ContentEnv } from '../config/content-env';
import { NoticesRepository } from '../notices/notices.repository';
import { demoArticles, demoNotices } from './demo-content';

/** Seeds demo articles and notices when SEED_DEMO_DATA=true; a second run adds nothing (unique slugs). */
@Injectable()
export class DemoContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoContentSeeder.name);

  constructor(
    private readonly env: ContentEnv,
    private readonly dataSource: DataSource,
    private readonly articles: ArticlesRepository,
    private readonly notices: NoticesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.env.seedDemoData) return;
    const now = Date.now();
    const { manager } = this.dataSource;
    const articles = await Promise.all(
      demoArticles(now).map((article) =>
        this.articles.insertUnlessSlugTaken(manager, { status: 'active', endDate: null, ...article }),
      ),
    );
    const notices = await Promise.all(
      demoNotices(now).map((notice) =>
        this.notices.insertUnlessSlugTaken(manager, { estimatedDuration: null, active: true, ...notice }),
      ),
    );
    this.logger.log(
      `Demo content: ${articles.filter(Boolean).length} articles, ${notices.filter(Boolean).length} notices added`,
    );
  }
}
