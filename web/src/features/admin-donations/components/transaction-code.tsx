import type { ShowToast } from '../hooks/use-toasts';
import { ADMIN_DONATION_MESSAGES as M } from '../lib/messages';
import { COPY_TOAST_MS } from '../../../config/ui-timings';
import { IconButton } from '../../../components/ui/icon-button';

async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}

/** The code the player submitted, with a copy button (toast 2 s, SPEC §9). */
export function TransactionCode({
  donationId,
  code,
  showToast,
}: {
  donationId: number;
  code: string | null;
  showToast: ShowToast;
}) {
  if (!code) return <span className="dm-muted">None submitted</span>;

  async function copy(value: string) {
    try {
      await writeClipboard(value);
      showToast(M.copied, 'success', COPY_TOAST_MS);
    } catch {
      showToast(M.copyFailed, 'error');
    }
  }

  return (
    <span className="dm-code">
      <code className="dm-code__value" title={code}>
        {code}
      </code>
      <IconButton
        className="dm-icon-button"
        onClick={() => void copy(code)}
        label={`Copy transaction code of donation #${donationId}`}
        title="Copy"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H6a2 2 0 0 0-2 2v12h2V3h10V1Zm3 4H10a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H10V7h9v14Z"
          />
        </svg>
      </IconButton>
    </span>
  );
}
