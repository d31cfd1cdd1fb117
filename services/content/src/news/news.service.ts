import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTENT_VERSION_KEY, NewsResponse, PUBLIC_ARTICLE_STATUSES } from '@henesys/contracts';
import { REDIS_CLIENT } from '@henesys/server';
import type Redis from 'ioredis';
import { In, Repository } from 'typeorm';
import { Article } from '../articles/entities/article.entity';
import { Notice } from '../notices/entities/notice.entity';
import { toNewsItem, toNoticeItem } from './news-view';

const CACHE_SECONDS = 300;

/**
 * The public news, grouped as SPEC §7 returns it. Every edit bumps the content version in Redis;
 * each process keeps one answer per version (so a burst of visitors costs one query), and Redis keeps
 * it for the other replicas. An answer built before an edit is never served after it.
 */
@Injectable()
export class NewsService {
  private current?: { version: string; news: Promise<NewsResponse> };

  constructor(
    @InjectRepository(Article) private readonly articles: Repository<Article>,
    @InjectRepository(Notice) private readonly notices: Repository<Notice>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  async get(): Promise<NewsResponse> {
    const version = (await this.redis.get(CONTENT_VERSION_KEY)) ?? '0';
    if (this.current?.version !== version) {
      const news = this.load(`content:news:${version}`);
      this.current = { version, news };
      news.catch(() => {
        if (this.current?.news === news) this.current = undefined;
      });
    }
    return this.current.news;
  }

  async invalidate(): Promise<void> {
    await this.redis.incr(CONTENT_VERSION_KEY);
  }

  private async load(key: string): Promise<NewsResponse> {
    const cached = await this.redis.get(key);
    if (cached) return JSON.parse(cached) as NewsResponse;
    const news = await this.build();
    await this.redis.set(key, JSON.stringify(news), 'EX', CACHE_SECONDS);
    return news;
  }

  private async build(): Promise<NewsResponse> {
    const [articles, notices] = await Promise.all([
      this.articles.find({ where: { status: In([...PUBLIC_ARTICLE_STATUSES]) }, order: { publishedAt: 'DESC', id: 'DESC' } }),
      this.notices.find({ where: { active: true }, order: { publishedAt: 'DESC', id: 'DESC' } }),
    ]);
    const of = (category: Article['category']) => articles.filter((article) => article.category === category).map(toNewsItem);
    return { events: of('event'), updates: of('update'), news: of('news'), notices: notices.map(toNoticeItem) };
  }
}
