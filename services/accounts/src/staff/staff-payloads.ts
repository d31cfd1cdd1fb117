import { REPORT_STATUSES, ReportStatus } from '@henesys/contracts';
import { StaffAccountIdPayload, StaffActorPayload, StaffGrantDto } from '@henesys/dto';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsPositive, IsString, Length, ValidateNested } from 'class-validator';

/** The accounts service's staff payloads (the page and filter payloads are the gateway's query DTOs). */
export class StaffSetReportPayload extends StaffActorPayload {
  @IsInt()
  @IsPositive()
  id: number;

  @IsIn(REPORT_STATUSES)
  status: ReportStatus;
}

export class StaffGrantPayload extends StaffActorPayload {
  @ValidateNested()
  @Type(() => StaffGrantDto)
  grant: StaffGrantDto;
}

export class StaffHistoryPayload extends StaffAccountIdPayload {
  @IsString()
  @Length(1, 13)
  accountName: string;
}
