import { useEffect } from 'react';
import { TOAST_MS } from '../../../config/ui-timings';
import { IconButton } from '../../../components/ui/icon-button';

export interface Feedback {
  tone: 'success' | 'error';
  text: string;
  /** Tells two equal messages apart, so the second one shows again. */
  id: number;
}

export type Report = (tone: Feedback['tone'], text: string) => void;

/**
 * The page's toast: a success fades after 3 s (SPEC §9 toasts), an error stays until closed. Both live
 * regions are always present, so screen readers announce what appears in them.
 */
export function FeedbackToast({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  useEffect(() => {
    if (feedback?.tone !== 'success') return;
    const id = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(id);
  }, [feedback, onClose]);

  return (
    <div className="admin-toasts">
      <div role="status">
        {feedback?.tone === 'success' ? <p className="admin-toast admin-toast--success">{feedback.text}</p> : null}
      </div>
      <div role="alert">
        {feedback?.tone === 'error' ? (
          <p className="admin-toast admin-toast--error">
            <span>{feedback.text}</span>
            <IconButton className="admin-toast__close" onClick={onClose} label="Dismiss message">
              ×
            </IconButton>
          </p>
        ) : null}
      </div>
    </div>
  );
}
