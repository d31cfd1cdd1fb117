import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminDonationKeys } from './query-keys';
import type { DonationReply } from './set-donation-status';

/** POST /donations/{id}/retry-delivery: delivers a failed reward again, once its cause is fixed. */
export async function retryDelivery(id: number): Promise<DonationReply> {
  const { data } = await callApi('POST /donations/:id/retry-delivery', { path: { id } });
  return data;
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDonationKeys.all }),
  });
}
