import { IsInt, IsString, IsUrl, Max, Min } from 'class-validator';
import { DatabaseEnv } from '@henesys/server';

/** Discord's endpoints and the app's credentials; every base URL is configuration (tests use a local fake). */
export class CommunityEnv extends DatabaseEnv {
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  DISCORD_AUTHORIZE_URL = 'https://discord.com/oauth2/authorize';

  /** Token endpoint, users/@me and the bot API live under it. */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  DISCORD_API_URL = 'https://discord.com/api/v10';

  @IsString()
  DISCORD_CLIENT_ID = '';

  @IsString()
  DISCORD_CLIENT_SECRET = '';

  @IsString()
  DISCORD_BOT_TOKEN = '';

  @IsString()
  DISCORD_GUILD_ID = '';

  @IsString()
  DISCORD_EARLY_SUPPORTER_ROLE_ID = '';

  @IsString()
  DISCORD_RICH_ROLE_ID = '';

  /** How long a Discord sign-in link (its state) stays usable, once. */
  @IsInt()
  @Min(60)
  @Max(3600)
  DISCORD_STATE_TTL_SECONDS: number = 600;

  @IsInt()
  @Min(500)
  @Max(30_000)
  DISCORD_TIMEOUT_MS: number = 5_000;

  get redirectUri(): string {
    return `${this.PUBLIC_URL.replace(/\/$/, '')}/api/discord/callback`;
  }
}
