import { Injectable } from '@nestjs/common';
import { Actor, ArticleInput, ArticleRecord, ArticleStatus } from '@henesys/contracts';
import { Article, ArticlesRepository, ArticleValues } from '../articles/articles.repository';
import { NewsService } from '../news/news.service';
import { AdminContentService } from './admin-content.service';
import { ARTICLE_KIND } from './article-kind';
import { ContentAudit } from './content-audit';

/** Articles as admins edit them: the shared content editing, and a status of their own. */
@Injectable()
export class AdminArticlesService extends AdminContentService<Article, ArticleValues, ArticleInput, ArticleRecord> {
  constructor(articles: ArticlesRepository, audit: ContentAudit, news: NewsService) {
    super(ARTICLE_KIND, articles, audit, news);
  }

  setStatus(actor: Actor, id: number, status: ArticleStatus): Promise<ArticleRecord> {
    return this.edit(
      actor,
      id,
      'status',
      () => ({ status }),
      (saved, before) => `"${saved.title}": ${before.status} → ${status}`,
    );
  }
}
