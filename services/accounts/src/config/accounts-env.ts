import { IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { DatabaseEnv, IsSecret } from '@henesys/server';

export class AccountsEnv extends DatabaseEnv {
  /** The GTop100 vote site, read at the first start (vote=1&pingUsername=<name> is added). */
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

  /**
   * Further vote sites, read at the first start only (the admin page owns them afterwards): a JSON array of
   * {name, protocol, voteUrl with {username}, cooldownHours, rewardNx, enabled, order, allowFrom, key}.
   */
  @IsString()
  VOTE_SITES = '';

  /** The site's public address: each vote site's callback address starts with it. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

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

  /** Days between two name changes of one character: the game's NAME_CHANGE_COOLDOWN (config.yaml, in ms) in days. */
  @IsInt()
  @Min(0)
  @Max(3650)
  NAME_CHANGE_COOLDOWN_DAYS: number = 30;

  /** NX Credit a name change on the site costs, taken in the same transaction (0: free). */
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  NAME_CHANGE_PRICE_NX: number = 0;

  /** The town "Move to town" sends a character to (characters.map; spawn point 0). Default Henesys. */
  @IsInt()
  @Min(0)
  UNSTUCK_MAP_ID: number = 100_000_000;

  /** Comma-separated maps "Move to town" refuses to move a character out of (default the game's jail). */
  @Matches(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, { message: 'UNSTUCK_REFUSED_MAPS: comma-separated map ids' })
  UNSTUCK_REFUSED_MAPS = '300000012';
}
