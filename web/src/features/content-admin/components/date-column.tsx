import { formatDateTime } from '../../../lib/format';
import type { Column } from './content-kind';

/** Every kind's Date column: when it was published. */
export const dateColumn: Column<{ publishedAt: string }> = {
  label: 'Date',
  cell: (record) => <time dateTime={record.publishedAt}>{formatDateTime(record.publishedAt)}</time>,
};
