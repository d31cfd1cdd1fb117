import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requireStatusSuccess } from '../lib/failure';
import { discordQueryKeys } from './query-keys';

export interface ClaimAnswer {
  status: 'success';
  message: string;
}

/** SPEC §7 POST /discord/claim-early-supporter; a 404 means the player is not in the Discord server. */
export async function claimEarlySupporter(): Promise<ClaimAnswer> {
  const { data } = await api.post<ClaimAnswer>('/discord/claim-early-supporter');
  return requireStatusSuccess(data);
}

export function useClaimEarlySupporter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimEarlySupporter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordQueryKeys.roleStatus }),
  });
}
