import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscordConnection, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/failure';
import { discordQueryKeys } from './query-keys';

const NOT_CONNECTED: DiscordConnection = { success: true, connected: false, username: null, id: null, avatar: null };

/** SPEC §7 POST /discord/disconnect. */
export async function disconnectDiscord(): Promise<SuccessMessage> {
  const { data } = await api.post<SuccessMessage>('/discord/disconnect');
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
