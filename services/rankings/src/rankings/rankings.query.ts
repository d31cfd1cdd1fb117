import { Injectable } from '@nestjs/common';
import {
  jobName,
  RankingEntry,
  RankingsQuery,
  RankingsResponse,
  RankingType,
  ResolvedRankingsQuery,
  withRankingsDefaults,
  paginationOf,
  toRankingsPagination,
} from '@henesys/contracts';
import { queryPrepared } from '@henesys/server';
import { DataSource } from 'typeorm';
import { namePattern } from './name-search';

interface RankedRow extends Record<string, unknown> {
  total: number;
  character_id: number | null;
  rank: number;
  name: string;
  level: number;
  exp: string;
  fame: number;
  job: number;
  guild: string | null;
  gender: number;
  skin_color: number;
  face: number;
  hair: number;
  /** The drawn item ids by slot, comma-separated ('' when the character wears nothing). */
  items: string;
}

/** Which precomputed rank a page is read by: overall, or within the job filter's family. */
const RANK_COLUMN: Record<RankingType, { all: string; family: string }> = {
  level: { all: 'level_rank', family: 'level_family_rank' },
  fame: { all: 'fame_rank', family: 'fame_family_rank' },
};

const ENTRY_COLUMNS =
  "c.character_id, c.name, c.level, c.exp, c.fame, c.job, c.guild, c.gender, c.skin_color, c.face, c.hair, array_to_string(c.items, ',') AS items";

/**
 * Pages of the precomputed rankings. Without a search, page N is a range of the rank index
 * (rank > (N-1) x limit), so page 50 000 costs what page 1 costs. With a search, the matching
 * names are found first (trigram or prefix index) and only they are sorted and counted. Avatar
 * details, worn items included, come from the snapshot row: as fresh as the level and job beside
 * them (up to RANKINGS_REFRESH_SECONDS plus a rebuild old), and no page reads the game database.
 */
@Injectable()
export class RankingsQueryService {
  constructor(private readonly dataSource: DataSource) {}

  page(raw: RankingsQuery): Promise<RankingsResponse> {
    const query = withRankingsDefaults(raw);
    return this.read(query);
  }

  private async read(query: ResolvedRankingsQuery): Promise<RankingsResponse> {
    const family = query.jobType === 'all' ? null : query.jobType;
    const rank = RANK_COLUMN[query.type][family ? 'family' : 'all'];
    const offset = (query.page - 1) * query.limit;
    const rows = query.search
      ? await this.searchPage(rank, family, namePattern(query.search), offset, query.limit)
      : await this.rangePage(rank, family, offset, query.limit);
    const total = rows[0]?.total ?? 0;
    return {
      rankings: rows.filter((row) => row.character_id !== null).map((row) => toEntry(row, query.includeAvatarDetails)),
      pagination: toRankingsPagination(paginationOf(query.page, query.limit, total, { emptyAsOnePage: false })),
    };
  }

  /** One row per entry, each with the filter's total; one row without an entry when the page is empty. */
  private rangePage(rank: string, family: string | null, offset: number, limit: number): Promise<RankedRow[]> {
    return queryPrepared(
      this.dataSource,
      `rankings-range-${rank}${family ? '-family' : ''}`,
      `SELECT coalesce(t.total, 0) AS total, p.*
       FROM (SELECT 1) one
       LEFT JOIN rankings.ranking_totals t ON t.family = $3
       LEFT JOIN LATERAL (
         SELECT ${ENTRY_COLUMNS}, c.${rank} AS rank FROM rankings.ranked_characters c
         WHERE c.${rank} > $1 ${family ? 'AND c.family = $3' : ''}
         ORDER BY c.${rank} LIMIT $2
       ) p ON true
       ORDER BY p.rank`,
      [offset, limit, family ?? 'all'],
    );
  }

  /**
   * The matches are collected first, as ranks only (trigram index, or for a prefix the covering
   * index alone), counted and sorted; then the page's rows are read by their rank.
   */
  private searchPage(
    rank: string,
    family: string | null,
    pattern: string,
    offset: number,
    limit: number,
  ): Promise<RankedRow[]> {
    const inFamily = family ? 'AND c.family = $4' : '';
    return queryPrepared(
      this.dataSource,
      `rankings-search-${rank}${family ? '-family' : ''}`,
      `WITH matches AS MATERIALIZED (
         SELECT c.${rank} AS rank FROM rankings.ranked_characters c WHERE lower(c.name) LIKE $1 ${inFamily}
       ), page AS (
         SELECT rank FROM matches ORDER BY rank LIMIT $2 OFFSET $3
       )
       SELECT t.total, p.*
       FROM (SELECT count(*)::int AS total FROM matches) t
       LEFT JOIN LATERAL (
         SELECT ${ENTRY_COLUMNS}, c.${rank} AS rank FROM page JOIN rankings.ranked_characters c ON c.${rank} = page.rank ${inFamily}
       ) p ON true
       ORDER BY p.rank`,
      family ? [pattern, limit, offset, family] : [pattern, limit, offset],
    );
  }
}

function toEntry(row: RankedRow, withAvatar: boolean): RankingEntry {
  const entry: RankingEntry = {
    id: row.character_id as number,
    rank: Number(row.rank),
    name: row.name,
    level: row.level,
    exp: Number(row.exp),
    fame: row.fame,
    job: row.job,
    jobName: jobName(row.job),
    guild: row.guild,
  };
  if (!withAvatar) return entry;
  return {
    ...entry,
    items: row.items,
    gender: row.gender,
    face: row.face,
    hair: row.hair,
    skincolor: row.skin_color,
  };
}
