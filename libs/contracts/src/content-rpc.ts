import type { SuccessMessage } from './account';
import type {
  Actor,
  ArticleInput,
  ArticleRecord,
  ArticleStatus,
  ContentAuditEntry,
  NewsResponse,
  NoticeInput,
  NoticeRecord,
} from './content';
import type { PlayersOnlineHistory, ServerStatusResponse } from './server-status';

type AsActor<T = object> = T & { actor: Actor };

export type ContentRpc = {
  'content.server-status': { request: Record<string, never>; response: ServerStatusResponse };
  'content.server-status.history': { request: Record<string, never>; response: PlayersOnlineHistory };
  'content.news': { request: Record<string, never>; response: NewsResponse };
  'content.admin.list': {
    request: AsActor;
    response: { articles: ArticleRecord[]; notices: NoticeRecord[]; maintenance: boolean };
  };
  'content.admin.preview': { request: AsActor<{ markdown: string }>; response: { html: string } };
  'content.admin.create-article': { request: AsActor<{ article: ArticleInput }>; response: ArticleRecord };
  'content.admin.update-article': { request: AsActor<{ id: number; article: ArticleInput }>; response: ArticleRecord };
  'content.admin.set-article-status': {
    request: AsActor<{ id: number; status: ArticleStatus }>;
    response: ArticleRecord;
  };
  'content.admin.delete-article': { request: AsActor<{ id: number }>; response: SuccessMessage };
  'content.admin.create-notice': { request: AsActor<{ notice: NoticeInput }>; response: NoticeRecord };
  'content.admin.update-notice': { request: AsActor<{ id: number; notice: NoticeInput }>; response: NoticeRecord };
  'content.admin.delete-notice': { request: AsActor<{ id: number }>; response: SuccessMessage };
  'content.admin.set-maintenance': {
    request: AsActor<{ maintenance: boolean }>;
    response: SuccessMessage & { maintenance: boolean };
  };
  'content.admin.audit': { request: AsActor; response: ContentAuditEntry[] };
};

export const CONTENT_PATTERNS = {
  contentServerStatus: 'content.server-status',
  contentServerStatusHistory: 'content.server-status.history',
  contentNews: 'content.news',
  contentAdminList: 'content.admin.list',
  contentAdminPreview: 'content.admin.preview',
  contentAdminCreateArticle: 'content.admin.create-article',
  contentAdminUpdateArticle: 'content.admin.update-article',
  contentAdminSetArticleStatus: 'content.admin.set-article-status',
  contentAdminDeleteArticle: 'content.admin.delete-article',
  contentAdminCreateNotice: 'content.admin.create-notice',
  contentAdminUpdateNotice: 'content.admin.update-notice',
  contentAdminDeleteNotice: 'content.admin.delete-notice',
  contentAdminSetMaintenance: 'content.admin.set-maintenance',
  contentAdminAudit: 'content.admin.audit',
} as const satisfies Record<string, keyof ContentRpc>;
