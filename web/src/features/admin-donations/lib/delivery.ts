import type { AdminDonationView } from '@henesys/contracts';

export type Delivery = AdminDonationView['delivery'];

export interface DeliveryView {
  label: string;
  tone: 'none' | 'queued' | 'delivered' | 'failed';
  /** Why it failed (the worker's reason); null otherwise. */
  detail: string | null;
  /** A failed delivery can be retried once the cause is fixed. */
  canRetry: boolean;
}

/** The reward delivery of one donation as the row shows it. */
export function deliveryView(delivery: Delivery | null | undefined): DeliveryView {
  switch (delivery?.state) {
    case 'queued':
      return { label: 'Queued', tone: 'queued', detail: null, canRetry: false };
    case 'waiting':
      return {
        label: 'Waiting for the game database',
        tone: 'queued',
        detail: 'Delivers by itself once the game database answers again',
        canRetry: false,
      };
    case 'delivered':
      return { label: 'Delivered', tone: 'delivered', detail: null, canRetry: false };
    case 'failed':
      return { label: 'Failed', tone: 'failed', detail: delivery.reason || 'No reason was recorded', canRetry: true };
    default:
      return { label: 'Not delivered', tone: 'none', detail: null, canRetry: false };
  }
}

/** While a reward is on its way the list refreshes itself, so 'Queued' turns into the outcome. */
export function hasQueuedDelivery(donations: ReadonlyArray<{ delivery?: Delivery | null }>): boolean {
  return donations.some((donation) => donation.delivery?.state === 'queued' || donation.delivery?.state === 'waiting');
}
