import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DonationAnswer } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import { accountDetailsKey, donationKeys } from './query-keys';

export type TransactionCodeAnswer = DonationAnswer;

/** SPEC §7 PATCH /user/donations/{id}/transaction-code. */
export async function submitTransactionCode(id: number, transactionCode: string): Promise<TransactionCodeAnswer> {
  const { data } = await callApi('PATCH /user/donations/:id/transaction-code', {
    path: { id },
    body: { transactionCode: transactionCode.trim() },
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
