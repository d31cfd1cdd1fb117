import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fromRankingsPagination,
  type GuildRankingsResponse,
  type Pagination,
  RANKINGS_DEFAULTS,
} from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';

/** A page of the guild rankings as the page reads it (the one pagination shape of every list). */
export type GuildRankingsPage = Omit<GuildRankingsResponse, 'pagination'> & { pagination: Pagination };

/** GET /api/rankings/guilds: guilds by guild points, then name, a page of 10. */
export async function getGuildRankings(page: number): Promise<GuildRankingsPage> {
  const { data } = await callApi('GET /rankings/guilds', {
    query: { page, limit: RANKINGS_DEFAULTS.limit, _t: Date.now() },
  });
  return { ...data, pagination: fromRankingsPagination(data.pagination) };
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
