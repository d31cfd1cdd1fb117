export const ARTICLE_CATEGORIES = ['event', 'update', 'news'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_STATUSES = ['active', 'completed', 'inactive', 'archived'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Players see active and completed articles; inactive is a draft (unpublished), archived is hidden. */
export const PUBLIC_ARTICLE_STATUSES: readonly ArticleStatus[] = ['active', 'completed'];

export const NOTICE_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];

/** The URL folder of each category: `/{events|updates|news}/{slug}`. */
export const CATEGORY_PATH: Record<ArticleCategory, 'events' | 'updates' | 'news'> = {
  event: 'events',
  update: 'updates',
  news: 'news',
};

/** SPEC §3 'News item'. `content` is sanitised HTML rendered from the author's Markdown. */
export interface NewsItem {
  id: number;
  title: string;
  date: string;
  formatted_date: string;
  content: string;
  link: string;
  category: ArticleCategory;
  status: ArticleStatus;
  end_date: string | null;
  formatted_end_date: string | null;
}

/** SPEC §3 'Notice'. `content` is plain text. */
export interface NoticeItem {
  id: number;
  title: string;
  date: string;
  formatted_date: string;
  content: string;
  link: string | null;
  severity: NoticeSeverity;
  estimated_duration: string | null;
}

export interface NewsResponse {
  events: NewsItem[];
  updates: NewsItem[];
  news: NewsItem[];
  notices: NoticeItem[];
}

/** What an admin edits: the Markdown source as written. */
export interface ArticleRecord {
  id: number;
  slug: string;
  category: ArticleCategory;
  status: ArticleStatus;
  title: string;
  content: string;
  publishedAt: string;
  endDate: string | null;
  updatedAt: string;
}

export interface NoticeRecord {
  id: number;
  slug: string;
  title: string;
  content: string;
  severity: NoticeSeverity;
  estimatedDuration: string | null;
  active: boolean;
  publishedAt: string;
}

export interface ArticleInput {
  category: ArticleCategory;
  title: string;
  content: string;
  slug?: string;
  status?: ArticleStatus;
  publishedAt?: string;
  endDate?: string | null;
}

export interface NoticeInput {
  title: string;
  content: string;
  severity: NoticeSeverity;
  estimatedDuration?: string | null;
  active?: boolean;
}

export interface ContentAuditEntry {
  id: number;
  actor: string;
  action: string;
  entity: 'article' | 'notice' | 'server';
  entityId: number | null;
  summary: string;
  at: string;
}

/** Who is asking, as the gateway verified it: the service checks the role again. */
export interface Actor {
  id: number;
  username: string;
  role: string;
}
