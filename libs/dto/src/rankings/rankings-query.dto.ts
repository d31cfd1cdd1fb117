import type { RpcRequest } from '@henesys/contracts';
import {
  JOB_FILTERS,
  type JobFilter,
  RANKING_TYPES,
  RANKINGS_DEFAULTS,
  type RankingsQuery,
  type RankingType,
  RANKINGS_LIMIT_MAX,
  RANKINGS_MESSAGES,
  RANKINGS_PAGE_MAX,
  RANKINGS_SEARCH_MAX,
} from '@henesys/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsOptional, registerDecorator } from 'class-validator';
import { Satisfies } from '../satisfies.decorator';

/** An empty query parameter (`?search=`) means "not given". */
export const blankAsMissing = ({ value }: TransformFnParams): unknown => (value === '' ? undefined : value);

/** Query strings carry text: '2' becomes 2; anything that is not a whole number is left for the validator to refuse. */
export const wholeNumber = ({ value }: TransformFnParams): unknown => {
  if (value === '') return undefined;
  return typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : value;
};

const booleanText = ({ value }: TransformFnParams): unknown => {
  if (value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
};

export const trimmedText = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A whole number from `min` to `max` (one message, whatever is wrong with it). */
export function WholeNumber(min: number, max: number, message: string) {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'wholeNumber',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
      },
    });
  };
}

/**
 * GET /api/rankings (SPEC §7), validated at the gateway and again by the rankings service. Every
 * parameter is optional (RANKINGS_DEFAULTS: level, all, page 1, limit 10, avatar details on); anything
 * else is refused with 400 and one of RANKINGS_MESSAGES.
 */
export class RankingsQueryDto implements RankingsQuery, RpcRequest<'rankings.list'> {
  @ApiPropertyOptional({ enum: [...RANKING_TYPES], default: RANKINGS_DEFAULTS.type })
  @IsOptional()
  @Transform(blankAsMissing)
  @IsIn(RANKING_TYPES, { message: RANKINGS_MESSAGES.typeInvalid })
  type?: RankingType;

  @ApiPropertyOptional({ enum: [...JOB_FILTERS], default: RANKINGS_DEFAULTS.jobType })
  @IsOptional()
  @Transform(blankAsMissing)
  @IsIn(JOB_FILTERS, { message: RANKINGS_MESSAGES.jobTypeInvalid })
  jobType?: JobFilter;

  @ApiPropertyOptional({
    maxLength: RANKINGS_SEARCH_MAX,
    description: 'Case-insensitive: 3+ characters anywhere in the name, 1-2 at its start',
  })
  @IsOptional()
  @Transform(trimmedText)
  @Satisfies((search) =>
    search !== undefined && search.length <= RANKINGS_SEARCH_MAX ? null : RANKINGS_MESSAGES.searchInvalid,
  )
  search?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: RANKINGS_PAGE_MAX,
    default: RANKINGS_DEFAULTS.page,
    description: 'Past the last page: an empty list with the totals',
  })
  @IsOptional()
  @Transform(wholeNumber)
  @WholeNumber(1, RANKINGS_PAGE_MAX, RANKINGS_MESSAGES.pageInvalid)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: RANKINGS_LIMIT_MAX, default: RANKINGS_DEFAULTS.limit })
  @IsOptional()
  @Transform(wholeNumber)
  @WholeNumber(1, RANKINGS_LIMIT_MAX, RANKINGS_MESSAGES.limitInvalid)
  limit?: number;

  @ApiPropertyOptional({
    type: 'boolean',
    default: RANKINGS_DEFAULTS.includeAvatarDetails,
    description: 'items, gender, face, hair, skincolor of each entry',
  })
  @IsOptional()
  @Transform(booleanText)
  @IsBoolean({ message: RANKINGS_MESSAGES.avatarDetailsInvalid })
  includeAvatarDetails?: boolean;

  /** SPEC §7's cache buster: accepted and ignored (the gateway does not forward it). */
  @ApiPropertyOptional({ type: 'string', description: 'Ignored' })
  @Allow()
  _t?: unknown;
}
