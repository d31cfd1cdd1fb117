import { IsIn, IsInt, IsString, IsUrl, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { JwtEnv } from '@henesys/server';

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
}
