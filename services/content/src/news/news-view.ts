import { CATEGORY_PATH, NewsItem, NoticeItem } from '@henesys/contracts';
import type { Article } from '../articles/articles.repository';
import { renderMarkdown } from '../articles/render-markdown';
import type { Notice } from '../notices/notices.repository';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 22, 2026' (UTC). */
export function formatDate(date: Date): string {
  return DATE_FORMAT.format(date);
}

export function toNewsItem(article: Article): NewsItem {
  return {
    id: article.id,
    title: article.title,
    date: article.publishedAt.toISOString(),
    formatted_date: formatDate(article.publishedAt),
    content: renderMarkdown(article.content),
    link: `/${CATEGORY_PATH[article.category]}/${article.slug}`,
    category: article.category,
    status: article.status,
    end_date: article.endDate?.toISOString() ?? null,
    formatted_end_date: article.endDate ? formatDate(article.endDate) : null,
  };
}

export function toNoticeItem(notice: Notice): NoticeItem {
  return {
    id: notice.id,
    title: notice.title,
    date: notice.publishedAt.toISOString(),
    formatted_date: formatDate(notice.publishedAt),
    content: notice.content,
    link: null,
    severity: notice.severity,
    estimated_duration: notice.estimatedDuration,
  };
}
