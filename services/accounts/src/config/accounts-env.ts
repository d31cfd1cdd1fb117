import { IsInt, IsString, IsUrl, Max, Min } from 'class-validator';
import { DatabaseEnv, IsSecret } from '@henesys/server';

export class AccountsEnv extends DatabaseEnv {
  /** The vote site players are sent to (vote=1&pingUsername=<name> is added). */
  @IsString()
  VOTE_SITE_NAME = 'GTop100';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  VOTE_SITE_URL = 'https://gtop100.com/topsites/MapleStory/sitedetails/Henesys-100000';

  /** The secret the vote site sends with each pingback; a pingback without it credits nothing. */
  @IsSecret({ form: '8+ characters, the key set on the vote site, e.g. openssl rand -hex 16', minLength: 8 })
  VOTE_PINGBACK_KEY: string;

  /** Comma-separated addresses pingbacks may come from; empty accepts any (the key still decides). */
  @IsString()
  VOTE_PINGBACK_ALLOWED_IPS = '';

  /** How often NX waiting for a player to log out is retried, and missing vote grants written (seconds). */
  @IsInt()
  @Min(1)
  @Max(3600)
  PENDING_NX_SWEEP_SECONDS: number = 60;

  /**
   * How long an account must stay logged out, with the same lastlogin, between the two looks before
   * waiting NX is added to its balance (GAME-DATABASE.md §3(d)).
   */
  @IsInt()
  @Min(1)
  @Max(86_400)
  GAME_OFFLINE_CONFIRM_SECONDS: number = 300;
}
