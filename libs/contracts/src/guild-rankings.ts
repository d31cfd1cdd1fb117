import type { RankingsPagination } from './pagination';

/** GET /api/rankings/guilds query: a page of the guild rankings (page size as the character rankings). */
export interface GuildRankingsQuery {
  page?: number;
  limit?: number;
}

/** A guild as the game ranks guilds: by guild points (GP), then by name. */
export interface GuildRankingEntry {
  id: number;
  rank: number;
  name: string;
  /** The guild master's character name; null when that character no longer exists. */
  leader: string | null;
  members: number;
  gp: number;
}

export interface GuildRankingsResponse {
  guilds: GuildRankingEntry[];
  pagination: RankingsPagination;
}

export const GUILD_RANKINGS_MESSAGES = {
  loadFailed: 'Failed to load guild rankings. Please try again later.',
  noResults: 'No guilds have been founded yet.',
} as const;
