import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Table } from '../../../components/ui/table';
import { useDeleteContent, type ContentKindPath, type RecordOf } from '../api/content-items';
import type { ContentKind } from './content-kind';
import type { Report } from './feedback';
import { reportOutcome } from './report-outcome';
import { RowButton } from './row-button';

interface RowProps<K extends ContentKindPath, TForm> {
  kind: ContentKind<K, TForm>;
  record: RecordOf<K>;
  onEdit: () => void;
  report: Report;
}

/** Edit, the kind's own buttons, and Delete (asked in place) of one item. */
function ContentActions<K extends ContentKindPath, TForm>({ kind, record, onEdit, report }: RowProps<K, TForm>) {
  const remove = useDeleteContent(kind.path);
  const own = kind.useRowActions(record, report, remove.isPending);
  const busy = own.busy || remove.isPending;
  const subject = kind.subject(record);
  return (
    <div className="row-actions">
      <RowButton label="Edit" subject={subject} disabled={busy} onClick={onEdit} />
      {own.buttons}
      <ConfirmButton
        label="Delete"
        className="button button--small button--danger"
        cancelClassName="button button--small button--secondary"
        subject={subject}
        question={kind.deleteQuestion(record)}
        disabled={busy}
        onConfirm={() =>
          remove.mutate(
            record.id,
            reportOutcome(report, (answer) => answer.message, `Failed to delete the ${kind.noun}`),
          )
        }
      />
    </div>
  );
}

/** Every item of a kind, hidden ones and drafts included (cards on phones). */
export function ContentTable<K extends ContentKindPath, TForm>({
  kind,
  records,
  onEdit,
  report,
}: {
  kind: ContentKind<K, TForm>;
  records: readonly RecordOf<K>[];
  onEdit: (record: RecordOf<K>) => void;
  report: Report;
}) {
  if (records.length === 0) return <p className="meta">{kind.emptyText}</p>;
  const [head, ...rest] = kind.columns;
  return (
    <Table caption={kind.title} hideCaption className="admin-table">
      <thead>
        <tr>
          {kind.columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.id}>
            <th scope="row" data-label={head.label}>
              {head.cell(record)}
            </th>
            {rest.map((column) => (
              <td key={column.label} data-label={column.label}>
                {column.cell(record)}
              </td>
            ))}
            <td data-label="Actions">
              <ContentActions kind={kind} record={record} onEdit={() => onEdit(record)} report={report} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
