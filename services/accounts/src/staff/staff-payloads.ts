import { REPORT_STATUSES, ReportStatus, type RpcRequest } from '@henesys/contracts';
import { StaffAccountIdPayload, StaffActorPayload, StaffGrantDto } from '@henesys/dto';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsPositive, IsString, Length, ValidateNested } from 'class-validator';

/** The accounts service's staff payloads (the page and filter payloads are the gateway's query DTOs). */
export class StaffSetReportPayload extends StaffActorPayload implements RpcRequest<'accounts.staff-set-report'> {
  @IsInt()
  @IsPositive()
  id: number;

  @IsIn(REPORT_STATUSES)
  status: ReportStatus;
}

export class StaffGrantPayload extends StaffActorPayload implements RpcRequest<'accounts.staff-grant'> {
  @ValidateNested()
  @Type(() => StaffGrantDto)
  grant: StaffGrantDto;
}

export class StaffHistoryPayload extends StaffAccountIdPayload implements RpcRequest<'accounts.staff-history'> {
  @IsString()
  @Length(1, 13)
  accountName: string;
}
