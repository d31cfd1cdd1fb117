import { IsInt, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';
import { DatabaseEnv, IsSecret } from '@henesys/server';

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

  /** Required once a Discord application is configured (DISCORD_CLIENT_ID); there is no default. */
  @ValidateIf((env: CommunityEnv) => env.DISCORD_CLIENT_ID !== '')
  @IsSecret({
    form: "your Discord application's client secret",
    minLength: 8,
    source: 'from the Discord developer portal',
  })
  DISCORD_CLIENT_SECRET = '';

  /** Required once a guild is configured (DISCORD_GUILD_ID): the bot reads members and adds roles. */
  @ValidateIf((env: CommunityEnv) => env.DISCORD_GUILD_ID !== '')
  @IsSecret({ form: "your Discord bot's token", minLength: 8, source: 'from the Discord developer portal' })
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
