import { Injectable } from '@nestjs/common';
import {
  Actor,
  ArticleInput,
  ArticleRecord,
  ArticleStatus,
  ErrorCode,
  SuccessMessage,
  DomainException,
} from '@henesys/contracts';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ArticlesRepository } from '../articles/articles.repository';
import { Article } from '../articles/entities/article.entity';
import { NewsService } from '../news/news.service';
import { ContentAudit, RecordChange } from './content-audit';
import { changedFields, Fields } from './content-change';
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

/** What an edit can change, as the staff trail shows it. */
function articleFields(article: Article): Fields {
  const { id: _id, updatedAt: _updatedAt, ...fields } = toArticleRecord(article);
  return fields;
}

const notFound = () => new DomainException(ErrorCode.NotFound, 'Article not found');
const slugTaken = () => new DomainException(ErrorCode.Conflict, 'An article with this slug already exists');

/** Articles as admins edit them; every change is audited and clears the public cache. */
@Injectable()
export class AdminArticlesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly articles: ArticlesRepository,
    private readonly audit: ContentAudit,
    private readonly news: NewsService,
  ) {}

  async list(): Promise<ArticleRecord[]> {
    const articles = await this.dataSource.getRepository(Article).find({ order: { publishedAt: 'DESC', id: 'DESC' } });
    return articles.map(toArticleRecord);
  }

  async create(actor: Actor, input: ArticleInput): Promise<ArticleRecord> {
    const article = await this.change(actor, async (manager, record) => {
      const saved = await this.insertWithUniqueSlug(manager, input);
      await record({
        action: 'create',
        entity: 'article',
        entityId: saved.id,
        summary: `Created ${saved.category} "${saved.title}" (${saved.status})`,
        label: saved.title,
        ...changedFields(null, articleFields(saved)),
      });
      return saved;
    });
    return toArticleRecord(article);
  }

  async update(actor: Actor, id: number, input: ArticleInput): Promise<ArticleRecord> {
    const article = await this.change(actor, async (manager, record) => {
      const existing = await manager.findOneBy(Article, { id });
      if (!existing) throw notFound();
      const before = articleFields(existing);
      manager.merge(Article, existing, {
        category: input.category,
        title: input.title,
        content: input.content,
        slug: input.slug ?? existing.slug,
        status: input.status ?? existing.status,
        publishedAt: input.publishedAt ? new Date(input.publishedAt) : existing.publishedAt,
        endDate: input.endDate === undefined ? existing.endDate : input.endDate && new Date(input.endDate),
      });
      const saved = await manager.save(existing).catch(rethrowSlugTaken);
      await record({
        action: 'update',
        entity: 'article',
        entityId: id,
        summary: `Edited "${saved.title}"`,
        label: saved.title,
        ...changedFields(before, articleFields(saved)),
      });
      return saved;
    });
    return toArticleRecord(article);
  }

  async setStatus(actor: Actor, id: number, status: ArticleStatus): Promise<ArticleRecord> {
    const article = await this.change(actor, async (manager, record) => {
      const existing = await manager.findOneBy(Article, { id });
      if (!existing) throw notFound();
      const before = articleFields(existing);
      const from = existing.status;
      existing.status = status;
      const saved = await manager.save(existing);
      await record({
        action: 'status',
        entity: 'article',
        entityId: id,
        summary: `"${saved.title}": ${from} → ${status}`,
        label: saved.title,
        ...changedFields(before, articleFields(saved)),
      });
      return saved;
    });
    return toArticleRecord(article);
  }

  async remove(actor: Actor, id: number): Promise<SuccessMessage> {
    await this.change(actor, async (manager, record) => {
      const existing = await manager.findOneBy(Article, { id });
      if (!existing) throw notFound();
      await manager.delete(Article, { id });
      await record({
        action: 'delete',
        entity: 'article',
        entityId: id,
        summary: `Deleted "${existing.title}"`,
        label: existing.title,
        ...changedFields(articleFields(existing), null),
      });
    });
    return { success: true, message: 'Article deleted' };
  }

  private async change<T>(
    actor: Actor,
    work: (manager: EntityManager, record: RecordChange) => Promise<T>,
  ): Promise<T> {
    const result = await this.audit.transaction(actor, work);
    await this.news.invalidate();
    return result;
  }

  /** An explicit slug must be free; one made from the title gets -2, -3... when taken. */
  private async insertWithUniqueSlug(manager: EntityManager, input: ArticleInput): Promise<Article> {
    const fields = {
      category: input.category,
      title: input.title,
      content: input.content,
      status: input.status ?? 'inactive',
      publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
      endDate: input.endDate ? new Date(input.endDate) : null,
    };
    const candidates = input.slug ? [input.slug] : slugCandidates(slugify(input.title));
    for (const slug of candidates) {
      const id = await this.articles.insertUnlessSlugTaken(manager, slug, fields);
      if (id !== undefined) return manager.findOneByOrFail(Article, { id });
    }
    throw slugTaken();
  }
}

function rethrowSlugTaken(error: unknown): never {
  if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') throw slugTaken();
  throw error;
}
