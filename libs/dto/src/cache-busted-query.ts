import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';

/** Every GET the web makes may carry a cache-busting `_t` (SPEC §7); it is accepted and ignored. */
export class CacheBustedQuery {
  @ApiPropertyOptional({ maxLength: 40, description: 'Cache buster, ignored' })
  @IsOptional()
  @IsString()
  @Length(0, 40)
  _t?: string;
}
