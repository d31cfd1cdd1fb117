import { Injectable } from '@nestjs/common';
import { ErrorCode, MESSAGES, DomainException } from '@henesys/contracts';
import { CommunityEnv } from '../config/community-env';

export interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  avatar: string | null;
}

/** The few Discord calls the site makes: OAuth2 code exchange, users/@me, and the bot's guild calls. */
@Injectable()
export class DiscordClient {
  constructor(private readonly env: CommunityEnv) {}

  authorizeUrl(state: string): string {
    const url = new URL(this.env.DISCORD_AUTHORIZE_URL);
    url.searchParams.set('client_id', this.env.DISCORD_CLIENT_ID);
    url.searchParams.set('redirect_uri', this.env.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'identify');
    url.searchParams.set('state', state);
    return url.toString();
  }

  /** The user behind an authorization code (OAuth2 authorization-code grant, then users/@me). */
  async userForCode(code: string): Promise<DiscordUser> {
    const token = await this.call('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.env.DISCORD_CLIENT_ID,
        client_secret: this.env.DISCORD_CLIENT_SECRET,
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.env.redirectUri,
      }).toString(),
    });
    if (!token.ok) throw new DomainException(ErrorCode.DiscordAuthFailed, MESSAGES.discordAuthFailed);
    const { access_token: accessToken } = (await token.json()) as { access_token?: string };
    const me = await this.call('/users/@me', { headers: { authorization: `Bearer ${accessToken}` } });
    if (!me.ok) throw new DomainException(ErrorCode.DiscordAuthFailed, MESSAGES.discordAuthFailed);
    return (await me.json()) as DiscordUser;
  }

  async isGuildMember(discordId: string): Promise<boolean> {
    const response = await this.call(`/guilds/${this.env.DISCORD_GUILD_ID}/members/${encodeURIComponent(discordId)}`, {
      headers: this.bot(),
    });
    if (response.status === 404) return false;
    if (!response.ok) throw new Error(`Discord member lookup answered ${response.status}`);
    return true;
  }

  /** Idempotent on Discord's side: adding a role a member has changes nothing. */
  async addRole(discordId: string, roleId: string): Promise<void> {
    const response = await this.call(
      `/guilds/${this.env.DISCORD_GUILD_ID}/members/${encodeURIComponent(discordId)}/roles/${encodeURIComponent(roleId)}`,
      { method: 'PUT', headers: this.bot() },
    );
    if (!response.ok) throw new Error(`Discord role add answered ${response.status}`);
  }

  private bot(): Record<string, string> {
    return { authorization: `Bot ${this.env.DISCORD_BOT_TOKEN}` };
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.env.DISCORD_API_URL.replace(/\/$/, '')}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.env.DISCORD_TIMEOUT_MS),
      });
    } catch {
      throw new DomainException(
        ErrorCode.ServiceUnavailable,
        'Discord cannot be reached right now. Please try again later.',
      );
    }
  }
}
