import { Inject, Injectable } from '@nestjs/common';
import { ArticleCategory, CONTENT_VERSION_KEY, NewsResponse } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { ArticlesRepository } from '../articles/articles.repository';
import { NoticesRepository } from '../notices/notices.repository';
import { toNewsItem, toNoticeItem } from './news-view';

/**
 * The public news, grouped as SPEC §7 returns it. It is cached once, by the gateway (@PublicCache,
 * keyed by the content version every edit bumps here): behind it this service builds the news at
 * most once per gateway, per minute and per edit, so it keeps no cache of its own (docs/benchmarks.md).
 */
@Injectable()
export class NewsService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly notices: NoticesRepository,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async get(): Promise<NewsResponse> {
    const [articles, notices] = await Promise.all([this.articles.listShown(), this.notices.listShown()]);
    const of = (category: ArticleCategory) =>
      articles.filter((article) => article.category === category).map(toNewsItem);
    return { events: of('event'), updates: of('update'), news: of('news'), notices: notices.map(toNoticeItem) };
  }

  /** After an edit: the gateway's cached answers belong to the old version and are not served again. */
  async invalidate(): Promise<void> {
    await this.redis.incr(CONTENT_VERSION_KEY);
  }
}
