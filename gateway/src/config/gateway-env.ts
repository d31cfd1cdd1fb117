import { IsIn, IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { JwtEnv } from '@henesys/server';

const RATE = /^\d+\/\d+$/;
const RATE_MESSAGE = 'must look like <requests>/<seconds>, e.g. 10/60';

export class GatewayEnv extends JwtEnv {
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** The address players use; links in mails and the Discord redirect are built from it. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  /** The one browser origin allowed to call the API cross-origin (the Vite dev server, say). */
  @IsString()
  CORS_ORIGIN = 'http://localhost:5173';

  /** Where the built SPA is; the gateway serves it with history fallback. */
  @IsString()
  WEB_DIST_PATH = resolve(__dirname, '../../../web/dist');

  /** Whether X-Forwarded-For is believed: 'false', 'true', a hop count, or a list of proxy addresses. */
  @IsString()
  TRUST_PROXY = 'false';

  @IsIn(['100kb', '1mb'])
  BODY_LIMIT = '100kb';

  /** Rate limits as `<requests>/<seconds>` per client IP, counted in Redis (shared by every gateway). */
  @Matches(RATE, { message: RATE_MESSAGE })
  RATE_LIMIT_DEFAULT = '300/60';

  @Matches(RATE, { message: RATE_MESSAGE })
  RATE_LIMIT_LOGIN = '10/60';

  @Matches(RATE, { message: RATE_MESSAGE })
  RATE_LIMIT_TWO_FACTOR = '10/60';

  @Matches(RATE, { message: RATE_MESSAGE })
  RATE_LIMIT_REGISTER = '10/3600';

  @Matches(RATE, { message: RATE_MESSAGE })
  RATE_LIMIT_PASSWORD_RESET = '5/900';

  @Matches(RATE, { message: RATE_MESSAGE })
  RATE_LIMIT_VOTE_PINGBACK = '120/60';

  /** GET /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>` when set; empty leaves it public (local runs). */
  @IsString()
  METRICS_TOKEN = '';

  /**
   * How long the gateway reuses one server-status answer (s, 0-10; 0: never). Every page polls it;
   * the content service probes the game server at most every SERVER_STATUS_CACHE_MS anyway.
   */
  @IsInt()
  @Min(0)
  @Max(10)
  SERVER_STATUS_GATEWAY_CACHE_SECONDS: number = 1;
}
