import { CATEGORY_PATH, PUBLIC_ARTICLE_STATUSES, type ArticleRecord } from '@henesys/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABEL } from '../lib/status-actions';
import { ArticleActions } from './article-actions';
import type { Report } from './feedback';
import { Table } from '../../../components/ui/table';

const CATEGORY_NAME = { event: 'Event', update: 'Update', news: 'News' } as const;

/** Every article, drafts and archived ones included (cards on phones). */
export function ArticleTable({
  articles,
  onEdit,
  report,
}: {
  articles: readonly ArticleRecord[];
  onEdit: (article: ArticleRecord) => void;
  report: Report;
}) {
  if (articles.length === 0) return <p className="meta">No articles yet.</p>;
  return (
    <Table caption="Articles" hideCaption className="admin-table">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {articles.map((article) => (
          <tr key={article.id}>
            <th scope="row" data-label="Title">
              {PUBLIC_ARTICLE_STATUSES.includes(article.status) ? (
                <Link to={`/${CATEGORY_PATH[article.category]}/${article.slug}`}>{article.title}</Link>
              ) : (
                article.title
              )}
            </th>
            <td data-label="Category">{CATEGORY_NAME[article.category]}</td>
            <td data-label="Status">
              <span className={`status-badge status-badge--${article.status}`}>{STATUS_LABEL[article.status]}</span>
            </td>
            <td data-label="Date">
              <time dateTime={article.publishedAt}>{formatDateTime(article.publishedAt)}</time>
            </td>
            <td data-label="Actions">
              <ArticleActions article={article} onEdit={() => onEdit(article)} report={report} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
