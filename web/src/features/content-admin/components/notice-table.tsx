import type { NoticeRecord } from '@henesys/contracts';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { formatDateTime } from '../../../lib/format';
import { useDeleteNotice } from '../api/delete-notice';
import { useUpdateNotice } from '../api/update-notice';
import { failureText } from '../lib/failure';
import { toggledNotice } from '../lib/notice-form';
import type { Report } from './feedback';
import { Table } from '../../../components/ui/table';
import { Button } from '../../../components/ui/button';

function NoticeActions({ notice, onEdit, report }: { notice: NoticeRecord; onEdit: () => void; report: Report }) {
  const update = useUpdateNotice();
  const remove = useDeleteNotice();
  const busy = update.isPending || remove.isPending;
  const onError = (what: string) => (error: unknown) => report('error', failureText(error, what));
  return (
    <div className="row-actions">
      <Button variant="secondary" size="small" onClick={onEdit} disabled={busy}>
        Edit<span className="visually-hidden"> notice {notice.title}</span>
      </Button>
      <Button
        variant="secondary"
        size="small"
        disabled={busy}
        onClick={() =>
          update.mutate(
            { id: notice.id, notice: toggledNotice(notice) },
            {
              onSuccess: (saved) =>
                report('success', `Notice "${saved.title}" is now ${saved.active ? 'shown' : 'hidden'}`),
              onError: onError('Failed to update the notice'),
            },
          )
        }
      >
        {notice.active ? 'Hide' : 'Show'}
        <span className="visually-hidden"> notice {notice.title}</span>
      </Button>
      <ConfirmButton
        label="Delete"
        className="button button--small button--danger"
        cancelClassName="button button--small button--secondary"
        subject={`notice ${notice.title}`}
        question={`Delete notice "${notice.title}"?`}
        disabled={busy}
        onConfirm={() =>
          remove.mutate(notice.id, {
            onSuccess: (answer) => report('success', answer.message),
            onError: onError('Failed to delete the notice'),
          })
        }
      />
    </div>
  );
}

/** Every notice, hidden ones included. */
export function NoticeTable({
  notices,
  onEdit,
  report,
}: {
  notices: readonly NoticeRecord[];
  onEdit: (notice: NoticeRecord) => void;
  report: Report;
}) {
  if (notices.length === 0) return <p className="meta">No notices yet.</p>;
  return (
    <Table caption="Notices" hideCaption className="admin-table">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Severity</th>
          <th scope="col">Shown</th>
          <th scope="col">Date</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {notices.map((notice) => (
          <tr key={notice.id}>
            <th scope="row" data-label="Title">
              {notice.title}
              {notice.estimatedDuration ? <span className="meta"> ({notice.estimatedDuration})</span> : null}
            </th>
            <td data-label="Severity">
              <span className={`severity-badge severity-badge--${notice.severity}`}>{notice.severity}</span>
            </td>
            <td data-label="Shown">{notice.active ? 'Shown' : 'Hidden'}</td>
            <td data-label="Date">
              <time dateTime={notice.publishedAt}>{formatDateTime(notice.publishedAt)}</time>
            </td>
            <td data-label="Actions">
              <NoticeActions notice={notice} onEdit={() => onEdit(notice)} report={report} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
