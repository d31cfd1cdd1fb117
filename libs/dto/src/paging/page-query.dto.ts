import type { PageQuery } from '@henesys/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CacheBustedQuery } from '../cache-busted-query';

/** The largest `limit` of every paged list. */
export const PAGE_LIMIT_MAX = 50;

export interface PageQueryOptions {
  /** The highest page accepted (far past any real list: a larger one made an OFFSET beyond bigint). */
  pageMax: number;
  /** The page size when `limit` is left out. */
  limit: number;
}

/**
 * The one page query of the paged lists (donations, the Donations Manager, the staff lists): `page`
 * (1..pageMax, default 1) and `limit` (1..50), with their messages, plus the cache buster.
 */
export function PageQueryDto({ pageMax, limit }: PageQueryOptions) {
  class PageQueryOf extends CacheBustedQuery implements PageQuery {
    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: pageMax, default: 1 })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'page must be a whole number' })
    @Min(1, { message: 'page must be 1 or more' })
    @Max(pageMax, { message: `page must be at most ${pageMax}` })
    page: number = 1;

    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: limit })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: 'limit must be a whole number' })
    @Min(1, { message: `limit must be between 1 and ${PAGE_LIMIT_MAX}` })
    @Max(PAGE_LIMIT_MAX, { message: `limit must be between 1 and ${PAGE_LIMIT_MAX}` })
    limit: number = limit;
  }
  return PageQueryOf;
}
