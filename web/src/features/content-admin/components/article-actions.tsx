import type { ArticleRecord } from '@henesys/contracts';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { useDeleteArticle } from '../api/delete-article';
import { useSetArticleStatus } from '../api/set-article-status';
import { failureText } from '../lib/failure';
import { STATUS_LABEL, statusActions } from '../lib/status-actions';
import type { Report } from './feedback';
import { Button } from '../../../components/ui/button';

/** Edit, the status buttons and delete (with confirmation) of one article. */
export function ArticleActions({
  article,
  onEdit,
  report,
}: {
  article: ArticleRecord;
  onEdit: () => void;
  report: Report;
}) {
  const setStatus = useSetArticleStatus();
  const remove = useDeleteArticle();
  const busy = setStatus.isPending || remove.isPending;
  const onError = (what: string) => (error: unknown) => report('error', failureText(error, what));

  return (
    <div className="row-actions">
      <Button variant="secondary" size="small" onClick={onEdit} disabled={busy}>
        Edit<span className="visually-hidden"> {article.title}</span>
      </Button>
      {statusActions(article.status, article.category).map((action) => (
        <Button
          key={action.to}

          variant="secondary"
          size="small"
          disabled={busy}
          onClick={() =>
            setStatus.mutate(
              { id: article.id, status: action.to },
              {
                onSuccess: (saved) =>
                  report('success', `"${saved.title}" is now ${STATUS_LABEL[saved.status].toLowerCase()}`),
                onError: onError('Failed to change the status'),
              },
            )
          }
        >
          {action.label}
          <span className="visually-hidden"> {article.title}</span>
        </Button>
      ))}
      <ConfirmButton
        label="Delete"
        className="button button--small button--danger"
        cancelClassName="button button--small button--secondary"
        subject={article.title}
        question={`Delete "${article.title}" for good?`}
        disabled={busy}
        onConfirm={() =>
          remove.mutate(article.id, {
            onSuccess: (answer) => report('success', answer.message),
            onError: onError('Failed to delete the article'),
          })
        }
      />
    </div>
  );
}
