import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DonationView } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { accountDetailsKey, donationKeys } from './query-keys';

export interface TransactionCodeAnswer {
  success: boolean;
  message: string;
  donation: DonationView;
}

/** SPEC §7 PATCH /user/donations/{id}/transaction-code. */
export async function submitTransactionCode(id: number, transactionCode: string): Promise<TransactionCodeAnswer> {
  const { data } = await api.patch<TransactionCodeAnswer>(`/user/donations/${id}/transaction-code`, {
    transactionCode: transactionCode.trim(),
  });
  return data;
}

/**
 * `onSubmitted` runs before the list is refetched, and even when the form is gone by then (the
 * refetched donation has its code, so the row drops the form): callbacks given to mutate() would not.
 */
export function useSubmitTransactionCode(id: number, onSubmitted: (answer: TransactionCodeAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionCode: string) => submitTransactionCode(id, transactionCode),
    onSuccess: (answer) => {
      onSubmitted(answer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: donationKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountDetailsKey }),
      ]);
    },
  });
}
