import { useCallback, useState } from 'react';
import type { AdminDonationView } from '@henesys/contracts';
import type { DonationReply } from '../api/set-donation-status';
import { keptRow, type KeptRows } from '../lib/kept-rows';

/** The rows the admin changed on this view of the list, kept in view until `forget` (Refresh, another filter, search or page). */
export function useKeptRows() {
  const [kept, setKept] = useState<KeptRows>(() => new Map());
  const keep = useCallback((previous: AdminDonationView, reply: DonationReply) => {
    if (!reply?.donation) return;
    setKept((current) => new Map(current).set(previous.id, keptRow(previous, reply)));
  }, []);
  const forget = useCallback(() => setKept((current) => (current.size === 0 ? current : new Map())), []);
  return { kept, keep, forget };
}
