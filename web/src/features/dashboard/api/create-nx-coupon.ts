import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NxCouponAnswer } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { accountDetailsQueryKey } from './get-account-details';

/** POST /user/nx/coupon: all NX waiting for the player as one Cash Shop coupon; 409 when nothing waits. */
export async function createNxCoupon(): Promise<NxCouponAnswer> {
  const { data } = await callApi('POST /user/nx/coupon');
  return data;
}

export function useCreateNxCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNxCoupon,
    // The waiting NX is now the coupon's, and the log has a new line.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountDetailsQueryKey }),
  });
}
