import { IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import { DEFAULT_SERVER_INFO } from '@henesys/contracts';
import { DatabaseEnv } from '@henesys/server';

export class ContentEnv extends DatabaseEnv {
  /** The game's login server, probed with a TCP connect for the status widget. */
  @IsString()
  GAME_HOST = '127.0.0.1';

  @IsInt()
  @Min(1)
  @Max(65535)
  GAME_PORT: number = 8484;

  @IsInt()
  @Min(50)
  @Max(10_000)
  GAME_STATUS_TIMEOUT_MS: number = 1_500;

  /** How long one probe's answer is reused, so polling browsers do not each open a socket. */
  @IsInt()
  @Min(0)
  @Max(300_000)
  SERVER_STATUS_CACHE_MS: number = 5_000;

  /** How often the players online are sampled for the status widget's 24-hour sparkline (minutes). */
  @IsInt()
  @Min(1)
  @Max(60)
  SERVER_STATUS_SAMPLE_MINUTES: number = 5;

  @IsString()
  SERVER_VERSION = DEFAULT_SERVER_INFO.version;

  @IsString()
  EXP_RATE = DEFAULT_SERVER_INFO.expRate;

  @IsString()
  MESO_RATE = DEFAULT_SERVER_INFO.mesoRate;

  @IsString()
  DROP_RATE = DEFAULT_SERVER_INFO.dropRate;

  @IsIn(['true', 'false'])
  MAINTENANCE: 'true' | 'false' = 'false';
}
