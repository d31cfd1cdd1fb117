import { useState } from 'react';
import { formatDateTime, plural } from '../../../lib/format';
import { useContentAudit } from '../api/get-content-audit';
import { failureText } from '../lib/failure';
import { Table } from '../../../components/ui/table';
import { Button } from '../../../components/ui/button';

const FIRST_ENTRIES = 15;

/** Who changed what, and when (newest first). */
export function AuditTrail() {
  const audit = useContentAudit();
  const [all, setAll] = useState(false);

  let body;
  if (audit.isPending) body = <p className="meta">Loading the audit trail...</p>;
  else if (audit.isError)
    body = <p className="form__error">{failureText(audit.error, 'Failed to load the audit trail')}</p>;
  else if (audit.data.length === 0) body = <p className="meta">No changes yet.</p>;
  else {
    const entries = all ? audit.data : audit.data.slice(0, FIRST_ENTRIES);
    body = (
      <>
        <Table caption="Audit trail" hideCaption className="admin-table admin-table--audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td data-label="Who">{entry.actor}</td>
                <td data-label="What">
                  <span className="audit-action">{entry.entity}</span>
                  {entry.summary}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {audit.data.length > FIRST_ENTRIES ? (
          <Button variant="secondary" size="small" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? 'Show fewer' : `Show all ${plural(audit.data.length, 'change')}`}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section className="card admin-section" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit trail</h2>
      {body}
    </section>
  );
}
