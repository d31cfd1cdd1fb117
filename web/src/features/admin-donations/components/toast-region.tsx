import { useEffect } from 'react';
import type { Toast } from '../hooks/use-toasts';
import { IconButton } from '../../../components/ui/icon-button';

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return (
    <p className={`dm-toast dm-toast--${toast.tone}`}>
      <span className="dm-toast__text">{toast.text}</span>
      <IconButton className="dm-toast__close" onClick={() => onDismiss(toast.id)} label="Dismiss notification">
        ×
      </IconButton>
    </p>
  );
}

/**
 * Both live regions are always in the page, so screen readers announce what appears in them: successes
 * and warnings politely, errors at once.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const urgent = toasts.filter((toast) => toast.tone === 'error');
  return (
    <div className="dm-toasts">
      <div role="status" aria-live="polite" aria-label="Notifications" className="dm-toasts__region">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
      <div role="alert" aria-label="Errors" className="dm-toasts__region">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </div>
    </div>
  );
}
