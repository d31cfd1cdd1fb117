import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DonationAnswer } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { accountDetailsKey, donationKeys } from './query-keys';

export type CancelAnswer = DonationAnswer;

/** SPEC §7 PATCH /user/donations/{id}/cancel: the record stays, as 'cancelled'. */
export async function cancelDonation(id: number): Promise<CancelAnswer> {
  const { data } = await callApi('PATCH /user/donations/:id/cancel', { path: { id } });
  return data;
}

/** `onCancelled` runs before the refetch, which may take the row away (under the 'pending' filter). */
export function useCancelDonation(id: number, onCancelled: (answer: CancelAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDonation(id),
    onSuccess: (answer) => {
      onCancelled(answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: donationKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountDetailsKey }),
      ]);
    },
  });
}
