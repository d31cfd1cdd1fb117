import { Injectable } from '@nestjs/common';
import { ArticleRecord, PUBLIC_ARTICLE_STATUSES } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { ContentRepository, ContentValues } from '../content/content-repository';

/** One row of content.articles, as admins see it but for its dates (content: Markdown; players get sanitised HTML). */
export type Article = Omit<ArticleRecord, 'publishedAt' | 'endDate' | 'updatedAt'> & {
  publishedAt: Date;
  endDate: Date | null;
  updatedAt: Date;
};

/** What an article is written with; updated_at is the database's. */
export type ArticleValues = ContentValues<Article, 'updatedAt'>;

@Injectable()
export class ArticlesRepository extends ContentRepository<Article, ArticleValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      table: 'content.articles',
      columns: {
        slug: 'slug',
        category: 'category',
        status: 'status',
        title: 'title',
        content: 'content',
        publishedAt: 'published_at',
        endDate: 'end_date',
        updatedAt: 'updated_at',
      },
      touchedOnUpdate: 'updated_at',
      shown: { where: 'status = ANY($1)', params: [[...PUBLIC_ARTICLE_STATUSES]] },
    });
  }
}
