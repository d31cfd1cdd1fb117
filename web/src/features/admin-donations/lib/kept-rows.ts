import type { AdminDonationView, DonationChangeReply } from '@henesys/contracts';

/** Ids to rows the admin changed on this view of the list (SPEC §2 Donations Manager). */
export type KeptRows = ReadonlyMap<number, AdminDonationView>;

/**
 * A row after the admin changed its status: the server's new donation, and its delivery as the
 * reply's outcome told it (completed: delivered, or on its way until the list is read again).
 */
export function keptRow(
  previous: AdminDonationView,
  { donation: changed, delivery }: Pick<DonationChangeReply, 'donation' | 'delivery'>,
): AdminDonationView {
  const completedNow = changed.status === 'completed' && previous.status !== 'completed';
  if (!completedNow) return { ...previous, ...changed };
  const delivered = delivery === 'delivered';
  return {
    ...previous,
    ...changed,
    delivery: {
      state: delivered ? 'delivered' : 'queued',
      reason: null,
      at: delivered ? new Date().toISOString() : null,
    },
  };
}

const newestFirst = (a: AdminDonationView, b: AdminDonationView) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The page's rows plus the changed rows the filter now leaves out, in the list's order (newest
 * first), so a row does not vanish under the admin's hand; `held` names the ones left out.
 */
export function withKeptRows(
  rows: readonly AdminDonationView[],
  kept: KeptRows,
): { rows: readonly AdminDonationView[]; held: ReadonlySet<number> } {
  const shown = new Set(rows.map((row) => row.id));
  const missing = [...kept.values()].filter((row) => !shown.has(row.id));
  if (missing.length === 0) return { rows, held: new Set() };
  return { rows: [...rows, ...missing].sort(newestFirst), held: new Set(missing.map((row) => row.id)) };
}
