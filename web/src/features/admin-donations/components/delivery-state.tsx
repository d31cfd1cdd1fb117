import type { AdminDonationView } from '@henesys/contracts';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format';
import { useRetryDelivery } from '../api/retry-delivery';
import type { ShowToast } from '../hooks/use-toasts';
import { actionErrorMessage } from '../lib/action-error';
import { deliveryView } from '../lib/delivery';
import { ADMIN_DONATION_MESSAGES as M } from '../lib/messages';
import { replyTone } from '../lib/status';
import { Button } from '../../../components/ui/button';

/** How the reward delivery stands: queued, delivered, or failed with its reason and a retry. */
export function DeliveryState({ donation, showToast }: { donation: AdminDonationView; showToast: ShowToast }) {
  const view = deliveryView(donation.delivery);
  const retry = useRetryDelivery();
  const at = formatDateTime(donation.delivery?.at);

  function retryNow() {
    retry.mutate(donation.id, {
      onSuccess: (reply) => {
        const message = typeof reply?.message === 'string' && reply.message ? reply.message : 'Delivery retried';
        showToast(message, replyTone(reply));
      },
      onError: (error) => showToast(actionErrorMessage(error, M.retryFailed), 'error'),
    });
  }

  return (
    <div className={`dm-delivery dm-delivery--${view.tone}`}>
      <span className="dm-delivery__state">
        <span className="dm-delivery__dot" aria-hidden="true" />
        {view.label}
      </span>
      {at && view.tone !== 'none' ? (
        <time className="dm-muted dm-small dm-stamp" dateTime={donation.delivery.at ?? undefined}>
          <span>{formatDate(donation.delivery.at)}</span> <span>{formatTime(donation.delivery.at)}</span>
        </time>
      ) : null}
      {view.detail ? <span className="dm-delivery__reason">{view.detail}</span> : null}
      {view.canRetry ? (
        <Button variant="secondary" className="dm-button" onClick={retryNow} disabled={retry.isPending}>
          {retry.isPending ? 'Retrying...' : 'Retry delivery'}
          <span className="visually-hidden"> of donation #{donation.id}</span>
        </Button>
      ) : null}
    </div>
  );
}
