import { IsIn, IsInt, IsNotEmpty, IsString, IsUrl, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { join } from 'node:path';
import { IsSecret, JwtEnv } from '@henesys/server';
import { IsClientDownloadUrl, IsMirrorList } from '../downloads/client-download';
import { workspaceRoot } from './workspace-root';

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
  WEB_DIST_PATH = join(workspaceRoot(), 'web', 'dist');

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

  /** What a Prometheus scrape of GET /api/metrics sends as `Authorization: Bearer`. */
  @IsSecret({ form: '16+ random characters, e.g. openssl rand -hex 32', minLength: 16 })
  METRICS_TOKEN: string;

  /**
   * How long the gateway reuses one server-status answer (s, 0-10; 0: never). Every page polls it;
   * the content service probes the game server at most every SERVER_STATUS_CACHE_MS anyway.
   */
  @IsInt()
  @Min(0)
  @Max(10)
  SERVER_STATUS_GATEWAY_CACHE_SECONDS: number = 1;

  /** The full client the download page offers (GET /api/downloads); empty: the page says it is not available yet. */
  @IsClientDownloadUrl()
  CLIENT_DOWNLOAD_URL = '';

  /** Empty: the last segment of CLIENT_DOWNLOAD_URL. */
  @IsString()
  CLIENT_DOWNLOAD_FILE_NAME = '';

  /** Required with CLIENT_DOWNLOAD_URL, as are the version and the SHA-256 (players check their file with them). */
  @ValidateIf((env: GatewayEnv) => env.CLIENT_DOWNLOAD_URL !== '')
  @IsInt()
  @Min(1)
  CLIENT_DOWNLOAD_SIZE_BYTES: number = 0;

  @ValidateIf((env: GatewayEnv) => env.CLIENT_DOWNLOAD_URL !== '')
  @IsNotEmpty()
  CLIENT_DOWNLOAD_VERSION = '';

  @ValidateIf((env: GatewayEnv) => env.CLIENT_DOWNLOAD_URL !== '')
  @Matches(/^[0-9a-fA-F]{64}$/, {
    message: "must be the file's SHA-256 as 64 hex characters (sha256sum HenesysSetup.exe)",
  })
  CLIENT_DOWNLOAD_SHA256 = '';

  @IsMirrorList()
  CLIENT_DOWNLOAD_MIRRORS = '';

  /** The gift card the staff redeem, shown on the donate page's gift card path ('Amazon.com gift card (USD)'); empty: not named. */
  @IsString()
  @MaxLength(80)
  GIFT_CARD_STORE = '';

  /** Where to buy that card (https://); empty: no link. */
  @ValidateIf((env: GatewayEnv) => env.GIFT_CARD_STORE_URL !== '')
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'must be empty or an https:// URL' })
  GIFT_CARD_STORE_URL = '';
}
