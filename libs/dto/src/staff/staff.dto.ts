import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AuditAction,
  BAN_REASON_CODES,
  GRANT_NX_TYPES,
  GrantNxType,
  REPORT_STATUSES,
  ReportStatus,
  STAFF_API_ROLES,
  StaffApiRole,
} from '@henesys/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CacheBustedQuery } from '../cache-busted-query';
import { PageQueryDto } from '../paging/page-query.dto';
import { RequiredText } from '../satisfies.decorator';

export const STAFF_PAGE_MAX = 100_000;
const REASON_CODES = Object.keys(BAN_REASON_CODES).map(Number);

/** `page` (1..100,000) and `limit` (1..50, 20 when left out) of every staff list. */
export class StaffPageQueryDto extends PageQueryDto({ pageMax: STAFF_PAGE_MAX, limit: 20 }) {}

export class StaffSearchQueryDto extends CacheBustedQuery {
  @ApiProperty({
    minLength: 1,
    maxLength: 45,
    description: 'Account, character, email or Discord name, or an address, by prefix',
  })
  @RequiredText('Type a name, an email or an address to search for.', 45)
  q: string;
}

export class StaffBanDto {
  @ApiProperty({ maxLength: 200, description: 'Shown to the player (accounts.banreason)' })
  @RequiredText('Give a reason for the ban (up to 200 characters).', 200)
  reason: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Until when; omitted: permanent' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'until must be a date and time (ISO 8601)' })
  until?: string;

  @ApiPropertyOptional({ enum: REASON_CODES, description: "The client's reason code (accounts.greason)" })
  @IsOptional()
  @IsIn(REASON_CODES, { message: `reasonCode must be one of the game's codes (0-${REASON_CODES.length - 1})` })
  reasonCode?: number;

  @ApiPropertyOptional({ description: "Also ban the account's address (ipbans)" })
  @IsOptional()
  @IsBoolean({ message: 'ip must be true or false' })
  ip?: boolean;

  @ApiPropertyOptional({ description: "Also ban the account's recorded MAC addresses (macbans)" })
  @IsOptional()
  @IsBoolean({ message: 'mac must be true or false' })
  mac?: boolean;

  @ApiPropertyOptional({ description: "Also ban the account's hardware id (hwidbans)" })
  @IsOptional()
  @IsBoolean({ message: 'hwid must be true or false' })
  hwid?: boolean;

  @ApiPropertyOptional({ type: 'integer', description: 'The report this ban answers: marked Actioned' })
  @IsOptional()
  @IsInt({ message: 'reportId must be a whole number' })
  @Min(1, { message: 'reportId must be a whole number' })
  @Max(2_147_483_647, { message: 'reportId must be a whole number' })
  reportId?: number;
}

export class StaffUnbanDto {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'reason must be text' })
  @MaxLength(200, { message: 'reason must be at most 200 characters' })
  reason?: string;
}

export class StaffRoleDto {
  @ApiProperty({ enum: [...STAFF_API_ROLES] })
  @IsIn(STAFF_API_ROLES, { message: 'role must be member, moderator or admin' })
  role: StaffApiRole;
}

export class StaffReportsQueryDto extends StaffPageQueryDto implements RpcRequest<'accounts.staff-reports'> {
  @ApiPropertyOptional({ enum: [...REPORT_STATUSES], default: 'open' })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: 'status must be open, dismissed or actioned' })
  status: ReportStatus = 'open';
}

export class StaffReportStatusDto {
  @ApiProperty({ enum: [...REPORT_STATUSES] })
  @IsIn(REPORT_STATUSES, { message: 'status must be open, dismissed or actioned' })
  status: ReportStatus;
}

export class StaffAuditQueryDto extends StaffPageQueryDto implements RpcRequest<'accounts.staff-audit'> {
  @ApiPropertyOptional({ maxLength: 13, description: 'Staff member name' })
  @IsOptional()
  @IsString()
  @Length(0, 13, { message: 'actor must be at most 13 characters' })
  actor?: string;

  @ApiPropertyOptional({ enum: [...AUDIT_ACTIONS] })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ maxLength: 60, description: 'Target: a name (prefix) or a key such as account:12' })
  @IsOptional()
  @IsString()
  @Length(0, 60, { message: 'target must be at most 60 characters' })
  target?: string;
}

export class StaffGrantNxDto {
  @ApiProperty({ enum: [...GRANT_NX_TYPES] })
  @IsIn(GRANT_NX_TYPES, { message: 'nx.type must be credit, maplePoint or prepaid' })
  type: GrantNxType;

  @ApiProperty({ type: 'integer', minimum: -1_000_000, maximum: 1_000_000, description: 'Negative: take back' })
  @IsInt({ message: 'nx.amount must be a whole number' })
  @Min(-1_000_000, { message: 'nx.amount must be between -1,000,000 and 1,000,000, and not 0' })
  @Max(1_000_000, { message: 'nx.amount must be between -1,000,000 and 1,000,000, and not 0' })
  amount: number;
}

export class StaffGrantItemDto {
  @ApiProperty({ type: 'integer' })
  @IsInt({ message: 'items.characterId must be a whole number' })
  @Min(1, { message: 'items.characterId must be a whole number' })
  @Max(2_147_483_647, { message: 'items.characterId must be a whole number' })
  characterId: number;

  @ApiProperty({ type: 'integer', minimum: 1000000, maximum: 9999999 })
  @IsInt({ message: 'items.itemId must be an item id (7 digits)' })
  @Min(1_000_000, { message: 'items.itemId must be an item id (7 digits)' })
  @Max(9_999_999, { message: 'items.itemId must be an item id (7 digits)' })
  itemId: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 32767 })
  @IsInt({ message: 'items.quantity must be between 1 and 32,767' })
  @Min(1, { message: 'items.quantity must be between 1 and 32,767' })
  @Max(32_767, { message: 'items.quantity must be between 1 and 32,767' })
  quantity: number;
}

export class StaffGrantDto {
  @ApiProperty({ minLength: 8, maxLength: 64, description: 'One per grant: the same key delivers once' })
  @IsString({ message: 'key must be text' })
  @Length(8, 64, { message: 'key must be 8 to 64 characters' })
  key: string;

  @ApiProperty({ type: 'integer' })
  @IsInt({ message: 'accountId must be a whole number' })
  @Min(1, { message: 'accountId must be a whole number' })
  @Max(2_147_483_647, { message: 'accountId must be a whole number' })
  accountId: number;

  @ApiProperty({ maxLength: 200 })
  @RequiredText('Give a reason for the grant (up to 200 characters).', 200)
  reason: string;

  @ApiPropertyOptional({ type: StaffGrantNxDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => StaffGrantNxDto)
  nx?: StaffGrantNxDto;

  @ApiPropertyOptional({ type: [StaffGrantItemDto], maxItems: 10 })
  @IsOptional()
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(10, { message: 'items: at most 10 lines per grant' })
  @ValidateNested({ each: true })
  @Type(() => StaffGrantItemDto)
  items?: StaffGrantItemDto[];
}
