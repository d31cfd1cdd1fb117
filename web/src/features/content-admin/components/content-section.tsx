import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { ContentKindPath, RecordOf } from '../api/content-items';
import { ContentEditor } from './content-editor';
import type { ContentKind } from './content-kind';
import { ContentTable } from './content-table';
import type { Report } from './feedback';

/** One kind's section of the Content Manager: its heading, New, the editor when open, and the table. */
export function ContentSection<K extends ContentKindPath, TForm>({
  kind,
  records,
  report,
}: {
  kind: ContentKind<K, TForm>;
  records: readonly RecordOf<K>[];
  report: Report;
}) {
  // What the editor is open for: a new item, an existing one, or nothing.
  const [editing, setEditing] = useState<{ record: RecordOf<K> | null } | null>(null);
  const headingId = `${kind.path}-title`;
  return (
    <section className="card admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId}>{kind.title}</h2>
        {editing ? null : <Button onClick={() => setEditing({ record: null })}>{kind.newLabel}</Button>}
      </div>
      {editing ? (
        <ContentEditor
          key={editing.record?.id ?? 'new'}
          kind={kind}
          record={editing.record}
          onClose={() => setEditing(null)}
          report={report}
        />
      ) : null}
      <ContentTable kind={kind} records={records} onEdit={(record) => setEditing({ record })} report={report} />
    </section>
  );
}
