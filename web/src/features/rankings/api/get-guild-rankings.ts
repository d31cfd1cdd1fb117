import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type GuildRankingsResponse, RANKINGS_DEFAULTS } from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';

/** GET /api/rankings/guilds: guilds by guild points, then name, a page of 10. */
export async function getGuildRankings(page: number): Promise<GuildRankingsResponse> {
  const { data } = await callApi('GET /rankings/guilds', {
    query: { page, limit: RANKINGS_DEFAULTS.limit, _t: Date.now() },
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
