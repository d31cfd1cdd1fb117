import type { RpcRequest } from '@henesys/contracts';
import { STAFF_API_ROLES, StaffApiRole } from '@henesys/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ActorPayload } from '../content/content.dto';
import { StaffBanDto, StaffPageQueryDto } from './staff.dto';

/** Who acts: the site user as the gateway knows it (the services check the role again where it matters). */
export class StaffActorPayload extends ActorPayload {}

export class StaffAccountPayload extends StaffActorPayload implements RpcRequest<'auth.staff-end-sessions'> {
  @IsInt()
  @IsPositive()
  accountId: number;
}

export class StaffAccountIdPayload implements RpcRequest<'auth.staff-player'> {
  @IsInt()
  @IsPositive()
  accountId: number;
}

export class StaffSearchPayload implements RpcRequest<'auth.staff-search'>, RpcRequest<'community.staff-find'> {
  @IsString()
  @Length(1, 45)
  q: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  userIds?: number[];
}

export class StaffBanPayload extends StaffAccountPayload implements RpcRequest<'auth.staff-ban'> {
  @ValidateNested()
  @Type(() => StaffBanDto)
  ban: StaffBanDto;
}

export class StaffUnbanPayload extends StaffAccountPayload implements RpcRequest<'auth.staff-unban'> {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  reason?: string;
}

export class StaffSetRolePayload extends StaffAccountPayload implements RpcRequest<'auth.staff-set-role'> {
  @IsIn(STAFF_API_ROLES)
  role: StaffApiRole;
}

/** The staff page query on the transport (its rules, as StaffReportsQueryDto and StaffAuditQueryDto). */
export class StaffPagePayload extends StaffPageQueryDto implements RpcRequest<'auth.staff-bans'> {}
