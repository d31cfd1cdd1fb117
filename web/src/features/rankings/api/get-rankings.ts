import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fromRankingsPagination,
  type Pagination,
  RANKINGS_DEFAULTS,
  type RankingsResponse,
  type RankingType,
} from '@henesys/contracts';
import { callApi } from '../../../lib/api-client';
import type { RankingsFilters } from '../lib/rankings-filters';

/** The filters of a character ranking tab (Level or Fame). */
export type CharacterRankingsFilters = RankingsFilters & { type: RankingType };

/** A page of a ranking as the page reads it: the entries and the one pagination shape of every list. */
export type RankingsPage = Omit<RankingsResponse, 'pagination'> & { pagination: Pagination };

export const rankingsQueryKey = (filters: CharacterRankingsFilters) => ['rankings', filters] as const;

/** SPEC §7 GET /rankings: type, jobType, search, page, limit 10, includeAvatarDetails, cache buster. */
export async function getRankings(filters: CharacterRankingsFilters): Promise<RankingsPage> {
  const { data } = await callApi('GET /rankings', {
    query: {
      type: filters.type,
      jobType: filters.jobType,
      search: filters.search || undefined,
      page: filters.page,
      limit: RANKINGS_DEFAULTS.limit,
      includeAvatarDetails: RANKINGS_DEFAULTS.includeAvatarDetails,
      _t: Date.now(),
    },
  });
  return { ...data, pagination: fromRankingsPagination(data.pagination) };
}

/**
 * One page of rankings. The previous page stays on screen while the next loads. A failure is shown
 * at once (the page retries by itself after 5 s, SPEC §4), so react-query does not retry quietly.
 */
export function useRankings(filters: CharacterRankingsFilters) {
  return useQuery({
    queryKey: rankingsQueryKey(filters),
    queryFn: () => getRankings(filters),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
