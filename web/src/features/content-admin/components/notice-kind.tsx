import type { NoticeRecord } from '@henesys/contracts';
import { useUpdateContent } from '../api/content-items';
import { EMPTY_NOTICE_FORM, noticeFormOf, toggledNotice, toNoticeInput, type NoticeForm } from '../lib/notice-form';
import type { ContentKind, RowActions } from './content-kind';
import { dateColumn } from './date-column';
import type { Report } from './feedback';
import { NoticeFields } from './notice-fields';
import { reportOutcome } from './report-outcome';
import { RowButton } from './row-button';

/** Hide or Show: the whole notice sent again with `active` switched. */
function useNoticeToggle(notice: NoticeRecord, report: Report, removing: boolean): RowActions {
  const update = useUpdateContent('notices');
  const buttons = (
    <RowButton
      label={notice.active ? 'Hide' : 'Show'}
      subject={`notice ${notice.title}`}
      disabled={update.isPending || removing}
      onClick={() =>
        update.mutate(
          { id: notice.id, input: toggledNotice(notice) },
          reportOutcome(
            report,
            (saved) => `Notice "${saved.title}" is now ${saved.active ? 'shown' : 'hidden'}`,
            'Failed to update the notice',
          ),
        )
      }
    />
  );
  return { busy: update.isPending, buttons };
}

/** Notice banners: plain text on home, shown or hidden. */
export const NOTICE_KIND: ContentKind<'notices', NoticeForm> = {
  path: 'notices',
  title: 'Notices',
  noun: 'notice',
  newLabel: 'New notice',
  createLabel: 'Create notice',
  emptyText: 'No notices yet.',
  editHeading: (notice) => `Edit notice "${notice.title}"`,
  emptyForm: EMPTY_NOTICE_FORM,
  formOf: noticeFormOf,
  validate: toNoticeInput,
  savedText: (saved, created) =>
    `${created ? 'Created' : 'Saved'} notice "${saved.title}"${saved.active ? '' : ' (hidden)'}`,
  Fields: NoticeFields,
  columns: [
    {
      label: 'Title',
      cell: (notice) => (
        <>
          {notice.title}
          {notice.estimatedDuration ? <span className="meta"> ({notice.estimatedDuration})</span> : null}
        </>
      ),
    },
    {
      label: 'Severity',
      cell: (notice) => <span className={`severity-badge severity-badge--${notice.severity}`}>{notice.severity}</span>,
    },
    { label: 'Shown', cell: (notice) => (notice.active ? 'Shown' : 'Hidden') },
    dateColumn,
  ],
  subject: (notice) => `notice ${notice.title}`,
  deleteQuestion: (notice) => `Delete notice "${notice.title}"?`,
  useRowActions: useNoticeToggle,
};
