import type { RpcRequest } from '@henesys/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { VOTE_PROTOCOLS, VOTE_URL_USERNAME, VoteProtocol, VoteSiteInput } from '@henesys/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isIP } from 'node:net';
import { Satisfies } from '../satisfies.decorator';

/** An address (`203.0.113.7`) or a block (`203.0.113.0/24`, `2001:db8::/32`). */
export function isCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

function IsCidrList() {
  return (target: object, propertyName: string): void =>
    registerDecorator({
      name: 'isCidrList',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.every((entry) => typeof entry === 'string' && isCidr(entry)),
        defaultMessage: () => 'Each allowed source must be an address or a CIDR block',
      },
    });
}

/** An http(s) address with `{username}` where the player's name goes. */
export function voteUrlProblem(value: string | undefined): string | null {
  if (!value || value.length > 500) return 'Vote URL must be 1 to 500 characters';
  if (!value.includes(VOTE_URL_USERNAME))
    return `Vote URL must contain ${VOTE_URL_USERNAME} where the player's name goes`;
  try {
    const url = new URL(value.split(VOTE_URL_USERNAME).join('name'));
    return ['http:', 'https:'].includes(url.protocol) ? null : 'Vote URL must start with http:// or https://';
  } catch {
    return 'Vote URL must be a web address';
  }
}

export class VoteSiteInputDto implements VoteSiteInput {
  @ApiProperty({ maxLength: 40 })
  @IsString()
  @Length(1, 40, { message: 'Name must be 1 to 40 characters' })
  name: string;

  @ApiProperty({ enum: [...VOTE_PROTOCOLS] })
  @IsIn(VOTE_PROTOCOLS, { message: `Protocol must be one of ${VOTE_PROTOCOLS.join(', ')}` })
  protocol: VoteProtocol;

  @ApiProperty({ maxLength: 500, description: '{username} marks where the player name goes' })
  @Satisfies(voteUrlProblem)
  voteUrl: string;

  @ApiProperty({ minimum: 1, maximum: 720 })
  @IsInt({ message: 'Cooldown must be a whole number of hours' })
  @Min(1, { message: 'Cooldown must be 1 to 720 hours' })
  @Max(720, { message: 'Cooldown must be 1 to 720 hours' })
  cooldownHours: number;

  @ApiProperty({ minimum: 0, maximum: 1_000_000 })
  @IsInt({ message: 'Reward must be a whole number of NX' })
  @Min(0, { message: 'Reward must be 0 to 1000000 NX' })
  @Max(1_000_000, { message: 'Reward must be 0 to 1000000 NX' })
  rewardNx: number;

  @ApiProperty()
  @IsBoolean()
  enabled: boolean;

  @ApiProperty({ minimum: 0, maximum: 1000 })
  @IsInt()
  @Min(0)
  @Max(1000)
  order: number;

  @ApiProperty({ type: [String], description: 'CIDR blocks the callbacks may come from; empty: any' })
  @IsArray()
  @ArrayMaxSize(50)
  @IsCidrList()
  allowFrom: string[];

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 200 })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @Length(8, 200, { message: 'Key must be 8 to 200 characters' })
  key?: string | null;
}

/** What the accounts service receives: the input checked again (the transport is a trust boundary too). */
export class VoteSiteCreatePayload implements RpcRequest<'accounts.vote-sites.create'> {
  @ValidateNested()
  @Type(() => VoteSiteInputDto)
  site: VoteSiteInputDto;
}

export class VoteSiteUpdatePayload extends VoteSiteCreatePayload implements RpcRequest<'accounts.vote-sites.update'> {
  @IsInt()
  @Min(1)
  id: number;
}

export class VoteSiteIdPayload
  implements RpcRequest<'accounts.vote-sites.delete'>, RpcRequest<'accounts.vote-sites.rotate-secret'>
{
  @IsInt()
  @Min(1)
  id: number;
}
