import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscordConnection, SuccessMessage } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/failure';
import { discordQueryKeys } from './query-keys';

export interface DiscordConnectFields {
  discordId: string;
  discordUsername: string;
  discordAvatar: string | null;
}

export type DiscordConnectAnswer = SuccessMessage & { user: DiscordConnection };

/** SPEC §7 POST /discord/connect: confirms the link a fresh exchange made (the server never links a bare id). */
export async function connectDiscord(fields: DiscordConnectFields): Promise<DiscordConnectAnswer> {
  const { data } = await api.post<DiscordConnectAnswer>('/discord/connect', fields);
  return requireSuccess(data);
}

export function useConnectDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectDiscord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordQueryKeys.all }),
  });
}
