import { CATEGORY_PATH, PUBLIC_ARTICLE_STATUSES, type ArticleRecord } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { useSetArticleStatus } from '../api/set-article-status';
import { articleFormOf, EMPTY_ARTICLE_FORM, toArticleInput, type ArticleForm } from '../lib/article-form';
import { STATUS_LABEL, statusActions } from '../lib/status-actions';
import { ArticleFields } from './article-fields';
import type { ContentKind, RowActions } from './content-kind';
import type { Report } from './feedback';
import { dateColumn } from './date-column';
import { reportOutcome } from './report-outcome';
import { RowButton } from './row-button';

const CATEGORY_NAME = { event: 'Event', update: 'Update', news: 'News' } as const;

/** Publish, unpublish, complete or archive: the buttons the article's status allows. */
function useArticleStatusActions(article: ArticleRecord, report: Report, removing: boolean): RowActions {
  const setStatus = useSetArticleStatus();
  const buttons = statusActions(article.status, article.category).map((action) => (
    <RowButton
      key={action.to}
      label={action.label}
      subject={article.title}
      disabled={setStatus.isPending || removing}
      onClick={() =>
        setStatus.mutate(
          { id: article.id, status: action.to },
          reportOutcome(
            report,
            (saved) => `"${saved.title}" is now ${STATUS_LABEL[saved.status].toLowerCase()}`,
            'Failed to change the status',
          ),
        )
      }
    />
  ));
  return { busy: setStatus.isPending, buttons };
}

/** Articles: news, updates and events in Markdown, with a status players see them by. */
export const ARTICLE_KIND: ContentKind<'articles', ArticleForm> = {
  path: 'articles',
  title: 'Articles',
  noun: 'article',
  newLabel: 'New article',
  createLabel: 'Create article',
  emptyText: 'No articles yet.',
  editHeading: (article) => `Edit "${article.title}"`,
  emptyForm: EMPTY_ARTICLE_FORM,
  formOf: articleFormOf,
  validate: toArticleInput,
  savedText: (saved, created) =>
    created ? `Created "${saved.title}" (${STATUS_LABEL[saved.status]})` : `Saved "${saved.title}"`,
  Fields: ArticleFields,
  columns: [
    {
      label: 'Title',
      cell: (article) =>
        PUBLIC_ARTICLE_STATUSES.includes(article.status) ? (
          <Link to={`/${CATEGORY_PATH[article.category]}/${article.slug}`}>{article.title}</Link>
        ) : (
          article.title
        ),
    },
    { label: 'Category', cell: (article) => CATEGORY_NAME[article.category] },
    {
      label: 'Status',
      cell: (article) => (
        <span className={`status-badge status-badge--${article.status}`}>{STATUS_LABEL[article.status]}</span>
      ),
    },
    dateColumn,
  ],
  subject: (article) => article.title,
  deleteQuestion: (article) => `Delete "${article.title}" for good?`,
  useRowActions: useArticleStatusActions,
};
