import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GuildRankingsResponse, RANKINGS_PAGE_SIZE } from '@henesys/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/rankings/guilds: guilds by guild points, then name, a page of 10. */
export async function getGuildRankings(page: number): Promise<GuildRankingsResponse> {
  const { data } = await api.get<GuildRankingsResponse>('/rankings/guilds', {
    params: { page, limit: RANKINGS_PAGE_SIZE, _t: Date.now() },
  });
  return data;
}

/** As the character rankings: the previous page stays while the next loads; a failure shows at once. */
export function useGuildRankings(page: number) {
  return useQuery({
    queryKey: ['rankings', 'guilds', page],
    queryFn: () => getGuildRankings(page),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
