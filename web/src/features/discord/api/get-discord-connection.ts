import { useQuery } from '@tanstack/react-query';
import type { DiscordConnection } from '@henesys/contracts';
import { api } from '../../../lib/api-client';
import { requireSuccess } from '../lib/failure';
import { discordQueryKeys } from './query-keys';

/** SPEC §7 GET /discord/connection. */
export async function getDiscordConnection(): Promise<DiscordConnection> {
  const { data } = await api.get<DiscordConnection>('/discord/connection');
  return requireSuccess(data);
}

/** `placeholder`: what the page already knows (the account details) until the answer comes. */
export function useDiscordConnection(placeholder?: DiscordConnection) {
  return useQuery({
    queryKey: discordQueryKeys.connection,
    queryFn: getDiscordConnection,
    placeholderData: placeholder,
  });
}
