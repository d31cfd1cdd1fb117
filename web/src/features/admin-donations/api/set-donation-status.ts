import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DonationChangeReply } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import type { AdminStatus } from '../lib/status';
import { adminDonationKeys } from './query-keys';

export interface SetStatusVariables {
  id: number;
  status: AdminStatus;
  adminNotes: string;
}

export type DonationReply = DonationChangeReply;

/**
 * SPEC §7 PUT /donations/{id}/status. Completing waits for the reward delivery; the reply's message is
 * the toast ("Founder's Pack rewards sent to character X", '{n} NX Prepaid added to account', ...).
 */
export async function setDonationStatus({ id, status, adminNotes }: SetStatusVariables): Promise<DonationReply> {
  const notes = adminNotes.trim();
  const { data } = await callApi('PUT /donations/:id/status', {
    path: { id },
    body: notes ? { status, adminNotes: notes } : { status },
  });
  return data;
}

export function useSetDonationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDonationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDonationKeys.all }),
  });
}
