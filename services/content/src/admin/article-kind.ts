import { ArticleInput, ArticleRecord, DomainException, ErrorCode } from '@henesys/contracts';
import { Article, ArticleValues } from '../articles/articles.repository';
import { ContentKind } from './content-kind';
import { slugCandidates, slugify } from './slug';

export function toArticleRecord(article: Article): ArticleRecord {
  return {
    id: article.id,
    slug: article.slug,
    category: article.category,
    status: article.status,
    title: article.title,
    content: article.content,
    publishedAt: article.publishedAt.toISOString(),
    endDate: article.endDate?.toISOString() ?? null,
    updatedAt: article.updatedAt.toISOString(),
  };
}

/** Articles: Markdown, a category and a status; an explicit slug must be free, one made from the title gets -2, -3... */
export const ARTICLE_KIND: ContentKind<Article, ArticleValues, ArticleInput, ArticleRecord> = {
  entity: 'article',
  noun: 'Article',
  toRecord: toArticleRecord,
  trailFields: (article) => {
    const { id: _id, updatedAt: _updatedAt, ...fields } = toArticleRecord(article);
    return fields;
  },
  created: (input) => ({
    category: input.category,
    title: input.title,
    content: input.content,
    status: input.status ?? 'inactive',
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
    endDate: input.endDate ? new Date(input.endDate) : null,
  }),
  slugs: (input) => (input.slug ? [input.slug] : slugCandidates(slugify(input.title))),
  edited: (existing, input) => ({
    category: input.category,
    title: input.title,
    content: input.content,
    slug: input.slug ?? existing.slug,
    status: input.status ?? existing.status,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : existing.publishedAt,
    endDate: input.endDate === undefined ? existing.endDate : input.endDate ? new Date(input.endDate) : null,
  }),
  slugTaken: () => new DomainException(ErrorCode.Conflict, 'An article with this slug already exists'),
  summary: {
    created: (article) => `Created ${article.category} "${article.title}" (${article.status})`,
    updated: (article) => `Edited "${article.title}"`,
    deleted: (article) => `Deleted "${article.title}"`,
  },
};
