import type { AdminDonationPage, DonationChangeReply, DonationFilter, DonationStatusChange } from './donations';
import type { GuildRankingsQuery, GuildRankingsResponse } from './guild-rankings';
import type { PageQuery } from './pagination';
import type { AvatarTemplates, RankingsQuery, RankingsResponse } from './rankings';

/** SPEC §7's cache buster: every GET may carry it; the gateway ignores it. */
interface CacheBusted {
  _t?: number;
}

/**
 * The gateway's routes (under /api) by `METHOD /path`, path parameters as `:name`: the query, the body
 * and the answer of each. The web's callApi (web/src/lib/api-routes.ts) is typed from it; a route
 * joins when its feature's calls move to callApi (donations and rankings first).
 */
export interface ApiRoutes {
  'GET /rankings': { query: RankingsQuery & CacheBusted; reply: RankingsResponse };
  'GET /rankings/guilds': { query: GuildRankingsQuery & CacheBusted; reply: GuildRankingsResponse };
  'GET /rankings/avatar-templates': { reply: AvatarTemplates };
  'GET /donations': {
    query: Partial<PageQuery> & { status?: DonationFilter; search?: string } & CacheBusted;
    reply: AdminDonationPage;
  };
  'PUT /donations/:id/status': { body: DonationStatusChange; reply: DonationChangeReply };
  'POST /donations/:id/retry-delivery': { reply: DonationChangeReply };
}

export type ApiRoute = keyof ApiRoutes;
