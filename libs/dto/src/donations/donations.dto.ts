import type { AdminDonationStatus, DonationStatusChange, RpcRequest } from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import {
  ADMIN_DONATIONS_PAGE_SIZE,
  ADMIN_DONATIONS_SEARCH_MAX,
  COIN_SYMBOLS,
  Coin,
  DONATION_FILTERS,
  DONATION_STATUSES,
  DonationFilter,
  MESSAGES,
  PAYMENT_METHODS,
  USER_DONATIONS_PAGE_SIZE,
} from '@henesys/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { CacheBustedQuery } from '../cache-busted-query';
import { PAGE_LIMIT_MAX, PageQueryDto } from '../paging/page-query.dto';
import { RequiredText } from '../satisfies.decorator';

/** SPEC §7 POST /user/donations/submit. packageName and amount are accepted but never trusted. */
export class SubmitDonationDto {
  @ApiProperty({ maxLength: 20, description: 'A catalogue package id; price and name come from the catalogue' })
  @RequiredText(MESSAGES.selectPackage, 20)
  packageId: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'Ignored' })
  @IsOptional()
  @IsString()
  @Length(0, 100)
  packageName?: string;

  @ApiPropertyOptional({ description: 'Ignored' })
  @IsOptional()
  @IsNumber()
  amount?: number;

  @ApiProperty({ enum: [...PAYMENT_METHODS] })
  @IsIn(PAYMENT_METHODS, { message: MESSAGES.paymentMethodInvalid })
  paymentMethod: string;

  @ApiPropertyOptional({ maxLength: 40 })
  @IsOptional()
  @IsString()
  @Length(0, 40)
  characterName?: string;
}

/** Far past any real list; a larger page made an OFFSET beyond PostgreSQL's bigint (a 500). */
export const DONATION_PAGE_MAX = 1_000_000;

export class DonationListQueryDto extends PageQueryDto({
  pageMax: DONATION_PAGE_MAX,
  limit: USER_DONATIONS_PAGE_SIZE,
}) {
  @ApiPropertyOptional({ enum: [...DONATION_FILTERS], default: 'all' })
  @IsOptional()
  @IsIn(DONATION_FILTERS, { message: 'status must be all, pending, approved, rejected or completed' })
  status: DonationFilter = 'all';
}

export class TransactionCodeDto {
  @ApiProperty({ maxLength: 120 })
  @RequiredText(MESSAGES.transactionCodeShape, 120)
  transactionCode: string;
}

export class CryptoPaymentQueryDto extends CacheBustedQuery {
  @ApiPropertyOptional({ enum: COIN_SYMBOLS })
  @IsOptional()
  @IsIn(COIN_SYMBOLS, { message: 'crypto_currency must be one of BTC, ETH, USDT, USDC, LTC, BNB' })
  crypto_currency?: Coin;
}

export class OwnerDto {
  @IsInt()
  @IsPositive()
  id: number;

  @IsString()
  @Length(1, 12)
  username: string;

  @IsString()
  @Length(0, 254)
  email: string;

  @IsString()
  role: string;
}

export class OwnerPayload {
  @ValidateNested()
  @Type(() => OwnerDto)
  owner: OwnerDto;
}

export class SubmitDonationPayload extends OwnerPayload implements RpcRequest<'donations.submit'> {
  @ValidateNested()
  @Type(() => SubmitDonationDto)
  donation: SubmitDonationDto;
}

/** The list query (its page query's rules) on the transport, with the owner. */
export class ListMyDonationsPayload
  extends IntersectionType(OwnerPayload, DonationListQueryDto)
  implements RpcRequest<'donations.list-mine'> {}

export class DonationIdPayload
  extends OwnerPayload
  implements RpcRequest<'donations.cancel'>, RpcRequest<'donations.retry-delivery'>
{
  @IsInt()
  @IsPositive()
  id: number;
}

export class TransactionCodePayload extends DonationIdPayload implements RpcRequest<'donations.transaction-code'> {
  @IsString()
  @Length(1, 120)
  transactionCode: string;
}

export class CryptoPaymentPayload extends DonationIdPayload implements RpcRequest<'donations.crypto-payment'> {
  @IsOptional()
  @IsIn(COIN_SYMBOLS)
  coin?: Coin;
}

export class DonationIdsPayload implements RpcRequest<'worker.delivery-states'> {
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  donationIds: number[];
}

/** SPEC §7 PUT /donations/{id}/status: any of the four statuses, with optional notes. */
export class DonationStatusDto implements DonationStatusChange {
  @ApiProperty({ enum: [...DONATION_STATUSES] })
  @IsIn(DONATION_STATUSES, { message: 'status must be pending, approved, rejected or completed' })
  status: AdminDonationStatus;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @Length(0, 1000, { message: 'Notes must be at most 1000 characters' })
  adminNotes?: string;
}

/** The same change on the transport: the donation, its owner (the admin) and DonationStatusDto's fields and rules. */
export class SetDonationStatusPayload
  extends IntersectionType(DonationIdPayload, DonationStatusDto)
  implements RpcRequest<'donations.set-status'> {}

export class AdminDonationListQueryDto extends DonationListQueryDto {
  /** The page query's rules, another page size. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: ADMIN_DONATIONS_PAGE_SIZE })
  limit: number = ADMIN_DONATIONS_PAGE_SIZE;

  @ApiPropertyOptional({
    maxLength: ADMIN_DONATIONS_SEARCH_MAX,
    description: 'Player, character or transaction code (any part, any case), or the exact id',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString({ message: 'search must be text' })
  @MaxLength(ADMIN_DONATIONS_SEARCH_MAX, { message: `search must be at most ${ADMIN_DONATIONS_SEARCH_MAX} characters` })
  search?: string;
}

export class AdminDonationListPayload extends ListMyDonationsPayload implements RpcRequest<'donations.admin-list'> {
  @IsOptional()
  @IsString()
  @Length(1, ADMIN_DONATIONS_SEARCH_MAX)
  search?: string;
}
