import type { DiscordConnection } from '@henesys/contracts';
import { serverMessage } from '../../../lib/error-message';
import { httpStatusOf, UnsuccessfulAnswerError } from './failure';
import { DISCORD_MESSAGES } from './messages';

/** A Discord avatar hash: 32 hex digits, 'a_' first for an animated one. */
const AVATAR_HASH = /^(a_)?[0-9a-f]{32}$/;

/** The avatar picture on Discord's CDN, or null (no avatar, or values that are not Discord's). */
export function avatarUrl(id: string | null, avatar: string | null): string | null {
  if (!id || !avatar || !/^\d{5,25}$/.test(id) || !AVATAR_HASH.test(avatar)) return null;
  return `https://cdn.discordapp.com/avatars/${id}/${avatar}.png?size=64`;
}

/** What stands in for a missing avatar: the first letter of the name. */
export function initialOf(username: string | null): string {
  const first = username?.trim().codePointAt(0);
  return first === undefined ? '?' : String.fromCodePoint(first).toUpperCase();
}

/** The status line: 'Connected as <username>' or 'Not connected'. */
export function connectionLabel(connection: Pick<DiscordConnection, 'connected' | 'username'>): string {
  if (!connection.connected) return 'Not connected';
  return connection.username ? `Connected as ${connection.username}` : 'Connected';
}

/**
 * SPEC §7/§8 POST /discord/connect: the server's message; else a non-OK answer names its HTTP
 * status ('Failed to connect Discord account (HTTP 502)'); no answer at all is 'An error occurred
 * while connecting Discord'.
 */
export function connectFailureText(error: unknown): string {
  if (error instanceof UnsuccessfulAnswerError) return error.serverText ?? DISCORD_MESSAGES.connectUnsuccessful;
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  const status = httpStatusOf(error);
  return status === null ? DISCORD_MESSAGES.connectFailed : `${DISCORD_MESSAGES.connectUnsuccessful} (HTTP ${status})`;
}
