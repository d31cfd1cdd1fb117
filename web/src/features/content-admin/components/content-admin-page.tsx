import { useCallback, useRef, useState } from 'react';
import type { ArticleRecord, NoticeRecord } from '@henesys/contracts';
import { Loading } from '../../../components/ui/loading';
import { useAdminContent } from '../api/get-admin-content';
import { failureText } from '../lib/failure';
import { ArticleEditor } from './article-editor';
import { ArticleTable } from './article-table';
import { AuditTrail } from './audit-trail';
import { FeedbackToast, type Feedback, type Report } from './feedback';
import { MaintenanceSwitch } from './maintenance-switch';
import { NoticeEditor } from './notice-editor';
import { NoticeTable } from './notice-table';
import './content-admin.css';
import { Button } from '../../../components/ui/button';

/** What an editor is open for: a new item, an existing one, or nothing. */
type Editing<T> = { record: T | null } | null;

/** The Content Manager: articles, notices, the maintenance switch and the audit trail (admins only). */
export function ContentAdminPage() {
  const content = useAdminContent();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [article, setArticle] = useState<Editing<ArticleRecord>>(null);
  const [notice, setNotice] = useState<Editing<NoticeRecord>>(null);
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

      <section className="card admin-section" aria-labelledby="articles-title">
        <div className="admin-section__head">
          <h2 id="articles-title">Articles</h2>
          {article ? null : <Button onClick={() => setArticle({ record: null })}>New article</Button>}
        </div>
        {article ? (
          <ArticleEditor
            key={article.record?.id ?? 'new'}
            record={article.record}
            onClose={() => setArticle(null)}
            report={report}
          />
        ) : null}
        <ArticleTable articles={articles} onEdit={(record) => setArticle({ record })} report={report} />
      </section>

      <section className="card admin-section" aria-labelledby="notices-title">
        <div className="admin-section__head">
          <h2 id="notices-title">Notices</h2>
          {notice ? null : <Button onClick={() => setNotice({ record: null })}>New notice</Button>}
        </div>
        {notice ? (
          <NoticeEditor
            key={notice.record?.id ?? 'new'}
            record={notice.record}
            onClose={() => setNotice(null)}
            report={report}
          />
        ) : null}
        <NoticeTable notices={notices} onEdit={(record) => setNotice({ record })} report={report} />
      </section>

      <AuditTrail />
      <FeedbackToast key={feedback?.id} feedback={feedback} onClose={closeFeedback} />
    </div>
  );
}
