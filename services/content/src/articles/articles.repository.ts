import { Injectable } from '@nestjs/common';
import { ArticleStatus } from '@henesys/contracts';
import { EntityManager } from 'typeorm';
import { Article } from './entities/article.entity';

/** What a new article is written with, its slug aside. */
export interface NewArticleFields {
  category: Article['category'];
  title: string;
  content: string;
  status: ArticleStatus;
  publishedAt: Date;
  endDate: Date | null;
}

/** The SQL of content.articles beyond TypeORM's repository (which does the reads and plain updates). */
@Injectable()
export class ArticlesRepository {
  /** Inserts the article in the caller's transaction and answers its id; undefined when the slug is taken. */
  async insertUnlessSlugTaken(
    manager: EntityManager,
    slug: string,
    fields: NewArticleFields,
  ): Promise<number | undefined> {
    const [row]: Array<{ id: number }> = await manager.query(
      `INSERT INTO content.articles (slug, category, status, title, content, published_at, end_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [slug, fields.category, fields.status, fields.title, fields.content, fields.publishedAt, fields.endDate],
    );
    return row?.id;
  }
}
