import { Injectable } from '@nestjs/common';
import {
  GuildRankingsQuery,
  GuildRankingsResponse,
  RANKINGS_DEFAULTS,
  paginationOf,
  toRankingsPagination,
} from '@henesys/contracts';
import { GameGuild, GameGuildRankings } from '@henesys/game';
import { LRUCache } from 'lru-cache';

/** How long the guild list read from the game is reused (also emptied at each rankings rebuild). */
export const GUILD_LIST_CACHE_MS = 60_000;

/** One page of the ranked guilds: rank is the place in the whole list. */
export function guildPage(guilds: readonly GameGuild[], page: number, limit: number): GuildRankingsResponse {
  const offset = (page - 1) * limit;
  return {
    guilds: guilds.slice(offset, offset + limit).map((guild, index) => ({ ...guild, rank: offset + index + 1 })),
    pagination: toRankingsPagination(paginationOf(page, limit, guilds.length, { emptyAsOnePage: false })),
  };
}

/**
 * The guild rankings, read live from the game database (guilds are few; their points change as
 * members play) and kept for a minute; pages are cut from that list. A game database that is down
 * answers 503 (GameDatabase), as nothing else could be shown.
 */
@Injectable()
export class GuildRankingsService {
  // fetch() shares one read among concurrent callers; a failed read is not kept.
  private readonly cache = new LRUCache<'all', GameGuild[]>({
    max: 1,
    ttl: GUILD_LIST_CACHE_MS,
    fetchMethod: () => this.source.all(),
  });

  constructor(private readonly source: GameGuildRankings) {}

  async page(query: GuildRankingsQuery): Promise<GuildRankingsResponse> {
    const guilds = (await this.cache.fetch('all')) ?? [];
    return guildPage(guilds, query.page ?? RANKINGS_DEFAULTS.page, query.limit ?? RANKINGS_DEFAULTS.limit);
  }

  clear(): void {
    this.cache.clear();
  }
}
