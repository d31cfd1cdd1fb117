import { IsOptional, IsString, Length } from 'class-validator';

/** Every GET the web makes may carry a cache-busting `_t` (SPEC §7); it is accepted and ignored. */
export class CacheBustedQuery {
  @IsOptional()
  @IsString()
  @Length(0, 40)
  _t?: string;
}
