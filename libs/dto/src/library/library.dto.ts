import {
  ITEM_KINDS,
  type ItemKind,
  LIBRARY_JOBS,
  LIBRARY_LEVEL_MAX,
  LIBRARY_LIMIT_DEFAULT,
  LIBRARY_LIMIT_MAX,
  LIBRARY_MESSAGES,
  LIBRARY_NAMES_MAX,
  LIBRARY_PAGE_MAX,
  LIBRARY_SEARCH_MAX,
  type LibraryItemsQuery,
  type LibraryJob,
  type LibraryMapsQuery,
  type LibraryMonstersQuery,
  type LibraryPaging,
} from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsOptional, registerDecorator } from 'class-validator';
import { CacheBustedQuery } from '../cache-busted-query';
import { blankAsMissing, trimmedText, WholeNumber, wholeNumber } from '../rankings/rankings-query.dto';
import { Satisfies } from '../satisfies.decorator';

const TEXT_MAX = 60;

/** GET /api/library/search: 1-40 characters, case-insensitive, names that start with it first. */
export class LibrarySearchQueryDto extends CacheBustedQuery {
  @ApiProperty({ minLength: 1, maxLength: LIBRARY_SEARCH_MAX, description: 'Part of a name (or an id)' })
  @Transform(trimmedText)
  @Satisfies((q) =>
    q !== undefined && q.length >= 1 && q.length <= LIBRARY_SEARCH_MAX ? null : LIBRARY_MESSAGES.searchInvalid,
  )
  q!: string;
}

export class LibraryPagingDto extends CacheBustedQuery implements LibraryPaging {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: LIBRARY_PAGE_MAX,
    default: 1,
    description: 'Past the last page: no entries',
  })
  @IsOptional()
  @Transform(wholeNumber)
  @WholeNumber(1, LIBRARY_PAGE_MAX, LIBRARY_MESSAGES.pageInvalid)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: LIBRARY_LIMIT_MAX, default: LIBRARY_LIMIT_DEFAULT })
  @IsOptional()
  @Transform(wholeNumber)
  @WholeNumber(1, LIBRARY_LIMIT_MAX, LIBRARY_MESSAGES.limitInvalid)
  limit?: number;
}

/** A level band (the service also refuses minLevel above maxLevel). */
export class LibraryMonstersQueryDto extends LibraryPagingDto implements LibraryMonstersQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: LIBRARY_LEVEL_MAX })
  @IsOptional()
  @Transform(wholeNumber)
  @WholeNumber(0, LIBRARY_LEVEL_MAX, LIBRARY_MESSAGES.levelInvalid)
  minLevel?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: LIBRARY_LEVEL_MAX })
  @IsOptional()
  @Transform(wholeNumber)
  @WholeNumber(0, LIBRARY_LEVEL_MAX, LIBRARY_MESSAGES.levelInvalid)
  maxLevel?: number;
}

const shortText = (q: string | undefined) =>
  q !== undefined && q.length <= TEXT_MAX ? null : LIBRARY_MESSAGES.textInvalid;

/** Items by kind; equips also by slot (Character.wz category: Weapon, Cap...), required level and job family. */
export class LibraryItemsQueryDto extends LibraryMonstersQueryDto implements LibraryItemsQuery {
  @ApiPropertyOptional({ enum: [...ITEM_KINDS] })
  @IsOptional()
  @Transform(blankAsMissing)
  @IsIn(ITEM_KINDS, { message: LIBRARY_MESSAGES.kindInvalid })
  kind?: ItemKind;

  @ApiPropertyOptional({ maxLength: TEXT_MAX, description: "An equip's slot: Weapon, Cap, Coat, Longcoat, Shoes..." })
  @IsOptional()
  @Transform(trimmedText)
  @Satisfies(shortText)
  slot?: string;

  @ApiPropertyOptional({
    enum: [...LIBRARY_JOBS],
    description: 'Equips this job family can wear (every-job ones included)',
  })
  @IsOptional()
  @Transform(blankAsMissing)
  @IsIn(LIBRARY_JOBS, { message: LIBRARY_MESSAGES.jobInvalid })
  job?: LibraryJob;
}

export class LibraryMapsQueryDto extends LibraryPagingDto implements LibraryMapsQuery {
  @ApiPropertyOptional({ maxLength: TEXT_MAX, description: "The map's street name (region), e.g. Victoria Road" })
  @IsOptional()
  @Transform(trimmedText)
  @Satisfies(shortText)
  region?: string;
}

const idList = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string' || !/^\d{1,10}(,\d{1,10})*$/.test(value.trim())) return value;
  return [...new Set(value.trim().split(',').map(Number))];
};

function IdList() {
  return (target: object, propertyName: string): void => {
    registerDecorator({
      name: 'idList',
      target: target.constructor,
      propertyName,
      options: { message: LIBRARY_MESSAGES.namesInvalid },
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length >= 1 &&
          value.length <= LIBRARY_NAMES_MAX &&
          value.every((id) => Number.isSafeInteger(id) && id <= 2_147_483_647),
      },
    });
  };
}

/** GET /api/library/names?items=1302000,2000000 */
export class LibraryNamesQueryDto extends CacheBustedQuery {
  @ApiProperty({
    type: 'string',
    example: '1302000,2000000',
    description: `Up to ${LIBRARY_NAMES_MAX} item ids, separated by commas`,
  })
  @Transform(idList)
  @IdList()
  items!: number[];
}
