import { useCallback, useRef, useState } from 'react';
import { Loading } from '../../../components/ui/loading';
import { useAdminContent } from '../api/get-admin-content';
import { failureText } from '../lib/failure';
import { ARTICLE_KIND } from './article-kind';
import { AuditTrail } from './audit-trail';
import { ContentSection } from './content-section';
import { FeedbackToast, type Feedback, type Report } from './feedback';
import { MaintenanceSwitch } from './maintenance-switch';
import { NOTICE_KIND } from './notice-kind';
import './content-admin.css';

/** The Content Manager: articles, notices, the maintenance switch and the audit trail (admins only). */
export function ContentAdminPage() {
  const content = useAdminContent();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const nextId = useRef(0);
  const report = useCallback<Report>((tone, text) => setFeedback({ tone, text, id: (nextId.current += 1) }), []);
  const closeFeedback = useCallback(() => setFeedback(null), []);

  if (content.isPending) return <Loading label="Loading content..." />;
  if (content.isError) {
    return (
      <p className="admin-error" role="alert">
        {failureText(content.error, 'Failed to load content')}
      </p>
    );
  }
  const { articles, notices, maintenance } = content.data;

  return (
    <div className="content-admin">
      <MaintenanceSwitch on={maintenance} report={report} />

      <ContentSection kind={ARTICLE_KIND} records={articles} report={report} />
      <ContentSection kind={NOTICE_KIND} records={notices} report={report} />

      <AuditTrail />
      <FeedbackToast key={feedback?.id} feedback={feedback} onClose={closeFeedback} />
    </div>
  );
}
