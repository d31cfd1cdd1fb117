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
import { ContentAudit } from './content-audit';
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
    const article = await this.change(async (manager) => {
      const saved = await this.insertWithUniqueSlug(manager, input);
      await this.audit.record(
        manager,
        actor,
        'create',
        'article',
        saved.id,
        `Created ${saved.category} "${saved.title}" (${saved.status})`,
      );
      return saved;
    });
    return toArticleRecord(article);
  }

  async update(actor: Actor, id: number, input: ArticleInput): Promise<ArticleRecord> {
    const article = await this.change(async (manager) => {
      const existing = await manager.findOneBy(Article, { id });
      if (!existing) throw notFound();
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
      await this.audit.record(manager, actor, 'update', 'article', id, `Edited "${saved.title}"`);
      return saved;
    });
    return toArticleRecord(article);
  }

  async setStatus(actor: Actor, id: number, status: ArticleStatus): Promise<ArticleRecord> {
    const article = await this.change(async (manager) => {
      const existing = await manager.findOneBy(Article, { id });
      if (!existing) throw notFound();
      const from = existing.status;
      existing.status = status;
      const saved = await manager.save(existing);
      await this.audit.record(manager, actor, 'status', 'article', id, `"${saved.title}": ${from} → ${status}`);
      return saved;
    });
    return toArticleRecord(article);
  }

  async remove(actor: Actor, id: number): Promise<SuccessMessage> {
    await this.change(async (manager) => {
      const existing = await manager.findOneBy(Article, { id });
      if (!existing) throw notFound();
      await manager.delete(Article, { id });
      await this.audit.record(manager, actor, 'delete', 'article', id, `Deleted "${existing.title}"`);
    });
    return { success: true, message: 'Article deleted' };
  }

  private async change<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.dataSource.transaction(work);
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
