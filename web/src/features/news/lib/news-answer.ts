import {
  ARTICLE_CATEGORIES,
  CATEGORY_PATH,
  type ArticleCategory,
  type NewsItem,
  type NewsResponse,
  type NoticeItem,
} from '@henesys/contracts';

/**
 * What GET /api/news may answer (SPEC §7): the grouped object {events, updates, news, notices},
 * or a plain array of items (the article page accepts both).
 */
export type NewsAnswer = NewsResponse | NewsItem[];

/** The tabs of home's news area, in their order, named like the URL folders of CATEGORY_PATH. */
export const NEWS_TABS = [
  { id: CATEGORY_PATH.update, category: 'update', label: 'Updates' },
  { id: CATEGORY_PATH.news, category: 'news', label: 'News' },
  { id: CATEGORY_PATH.event, category: 'event', label: 'Events' },
] as const satisfies ReadonlyArray<{ id: string; category: ArticleCategory; label: string }>;

export type NewsTabId = (typeof NEWS_TABS)[number]['id'];

/** The badge text of SPEC §2 Article: Event, Update or News. */
export const CATEGORY_LABEL: Record<ArticleCategory, string> = { event: 'Event', update: 'Update', news: 'News' };

export class InvalidNewsAnswerError extends Error {
  constructor() {
    super('Invalid news response format');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isItem = (value: unknown): value is NewsItem =>
  isRecord(value) && typeof value['title'] === 'string' && typeof value['link'] === 'string';
const isCategory = (value: unknown): value is ArticleCategory => ARTICLE_CATEGORIES.includes(value as ArticleCategory);
const listOf = <T>(value: unknown, keep: (item: unknown) => item is T): T[] =>
  Array.isArray(value) ? value.filter(keep) : [];
const isNotice = (value: unknown): value is NoticeItem =>
  isRecord(value) && typeof value['title'] === 'string' && typeof value['content'] === 'string';

/** Checks the answer's shape (an array, or an object with at least one of the four lists); throws otherwise. */
export function parseNewsAnswer(body: unknown): NewsAnswer {
  if (Array.isArray(body)) return body.filter(isItem);
  if (isRecord(body) && ['events', 'updates', 'news', 'notices'].some((key) => Array.isArray(body[key]))) {
    return {
      events: listOf(body['events'], isItem),
      updates: listOf(body['updates'], isItem),
      news: listOf(body['news'], isItem),
      notices: listOf(body['notices'], isNotice),
    };
  }
  throw new InvalidNewsAnswerError();
}

/** The grouped shape home shows; a plain array is grouped by each item's category (it has no notices). */
export function toNewsResponse(answer: NewsAnswer): NewsResponse {
  if (!Array.isArray(answer)) return answer;
  const of = (category: ArticleCategory) =>
    answer.filter((item) => isCategory(item.category) && item.category === category);
  return { events: of('event'), updates: of('update'), news: of('news'), notices: [] };
}

/** The articles of one tab. */
export function itemsOf(content: NewsResponse, category: ArticleCategory): NewsItem[] {
  return category === 'event' ? content.events : category === 'update' ? content.updates : content.news;
}

/** SPEC §3: a link's last path segment is the slug. */
export function slugOf(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/** The article page's lookup (SPEC §7): the item whose link ends with the slug, in either answer shape. */
export function findArticle(answer: NewsAnswer, slug: string): NewsItem | null {
  if (!slug) return null;
  const items = Array.isArray(answer) ? answer : [...answer.events, ...answer.updates, ...answer.news];
  return items.find((item) => slugOf(item.link) === slug) ?? null;
}

/** Where an article's back link goes: home, on the tab of its category, scrolled to the news area. */
export function backLinkOf(category: ArticleCategory): string {
  return `/?tab=${CATEGORY_PATH[category]}#news`;
}

/** The tab named in home's `?tab=` query, if it names one. */
export function tabFromQuery(value: string | null): NewsTabId | undefined {
  return NEWS_TABS.find((tab) => tab.id === value)?.id;
}
