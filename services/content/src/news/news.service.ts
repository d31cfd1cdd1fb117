import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTENT_VERSION_KEY, NewsResponse, PUBLIC_ARTICLE_STATUSES } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { In, Repository } from 'typeorm';
import { Article } from '../articles/entities/article.entity';
import { Notice } from '../notices/entities/notice.entity';
import { toNewsItem, toNoticeItem } from './news-view';

/**
 * The public news, grouped as SPEC §7 returns it. It is cached once, by the gateway (@PublicCache,
 * keyed by the content version every edit bumps here): behind it this service builds the news at
 * most once per gateway, per minute and per edit, so it keeps no cache of its own (docs/benchmarks.md).
 */
@Injectable()
export class NewsService {
  constructor(
    @InjectRepository(Article) private readonly articles: Repository<Article>,
    @InjectRepository(Notice) private readonly notices: Repository<Notice>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async get(): Promise<NewsResponse> {
    const [articles, notices] = await Promise.all([
      this.articles.find({
        where: { status: In([...PUBLIC_ARTICLE_STATUSES]) },
        order: { publishedAt: 'DESC', id: 'DESC' },
      }),
      this.notices.find({ where: { active: true }, order: { publishedAt: 'DESC', id: 'DESC' } }),
    ]);
    const of = (category: Article['category']) =>
      articles.filter((article) => article.category === category).map(toNewsItem);
    return { events: of('event'), updates: of('update'), news: of('news'), notices: notices.map(toNoticeItem) };
  }

  /** After an edit: the gateway's cached answers belong to the old version and are not served again. */
  async invalidate(): Promise<void> {
    await this.redis.incr(CONTENT_VERSION_KEY);
  }
}
