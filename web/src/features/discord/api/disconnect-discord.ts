import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscordConnection, IdentityProof, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/failure';
import { discordQueryKeys } from './query-keys';

const NOT_CONNECTED: DiscordConnection = { success: true, connected: false, username: null, id: null, avatar: null };

/** SPEC §7 POST /discord/disconnect, with the current password (and code): a session alone cannot unlink. */
export async function disconnectDiscord(proof: IdentityProof): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage>('/discord/disconnect', proof);
  return requireSuccess(data);
}

export function useDisconnectDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectDiscord,
    onSuccess: () => queryClient.setQueryData(discordQueryKeys.connection, NOT_CONNECTED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordQueryKeys.all }),
  });
}
