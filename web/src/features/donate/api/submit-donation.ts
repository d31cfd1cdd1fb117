import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DonationView, SubmitDonationRequest } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { donateKeys } from './query-keys';

export interface SubmitDonationAnswer {
  donation: DonationView;
  message: string;
}

/** SPEC §7 POST /user/donations/submit: the server prices it from the catalogue and answers with the record. */
export async function submitDonation(request: SubmitDonationRequest): Promise<SubmitDonationAnswer> {
  const { data } = await api.post<SubmitDonationAnswer>('/user/donations/submit', request);
  return data;
}

/** Success or a refusal (the pending limit, most often) changes the count: both refresh it. */
export function useSubmitDonation() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: donateKeys.donations }),
      queryClient.invalidateQueries({ queryKey: donateKeys.accountDetails }),
    ]);
  return useMutation({ mutationFn: submitDonation, onSuccess: refresh, onError: refresh });
}
