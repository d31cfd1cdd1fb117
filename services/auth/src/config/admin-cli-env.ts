import { DatabaseEnv } from '@henesys/server';
import { IsAdminGmLevel } from './admin-gm-level';

/** What `npm run admin` reads: the databases, Redis and ADMIN_GM_LEVEL, never the site's secrets. */
export class AdminCliEnv extends DatabaseEnv {
  @IsAdminGmLevel()
  ADMIN_GM_LEVEL?: number;
}
