import { DISCORD_AUTH_FAILURE, DISCORD_AUTH_SUCCESS, MESSAGES, type DiscordExchangeResult } from '@henesys/contracts';

/** The BroadcastChannel the callback popup and the Account Settings page share (SPEC §7 popup paragraph). */
export const DISCORD_CHANNEL_NAME = 'henesys-discord';

/**
 * The settings page's answer to a result it took, over the channel. Not in SPEC §7: the gateway's
 * Cross-Origin-Opener-Policy cuts `window.opener` once the popup has been on Discord, so this is
 * how the callback page learns that it is the popup of a waiting page and may close itself.
 */
export const DISCORD_AUTH_RECEIVED = 'DISCORD_AUTH_RECEIVED';

export interface DiscordAuthSuccess {
  type: typeof DISCORD_AUTH_SUCCESS;
  /** Tells the receipt for this result from others (ours; SPEC §7 lists only the four fields below). */
  id: string;
  discordId: string;
  discordUsername: string;
  discordAvatar: string | null;
  directConnectSuccess: boolean;
}

export interface DiscordAuthFailure {
  type: typeof DISCORD_AUTH_FAILURE;
  id: string;
  message: string;
}

export type DiscordAuthResult = DiscordAuthSuccess | DiscordAuthFailure;

export interface DiscordAuthReceived {
  type: typeof DISCORD_AUTH_RECEIVED;
  id: string;
}

export function authSuccessMessage(
  id: string,
  result: Pick<DiscordExchangeResult, 'discordId' | 'discordUsername' | 'discordAvatar' | 'directConnectSuccess'>,
): DiscordAuthSuccess {
  return {
    type: DISCORD_AUTH_SUCCESS,
    id,
    discordId: result.discordId,
    discordUsername: result.discordUsername,
    discordAvatar: result.discordAvatar,
    directConnectSuccess: result.directConnectSuccess,
  };
}

export function authFailureMessage(id: string, message: string): DiscordAuthFailure {
  return { type: DISCORD_AUTH_FAILURE, id, message };
}

export function receivedMessage(id: string): DiscordAuthReceived {
  return { type: DISCORD_AUTH_RECEIVED, id };
}

type Fields = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A message without an id (an older popup, another implementation) still counts; its receipt then has ''. */
const idOf = (data: Fields): string => (isText(data.id) ? data.id : '');

/**
 * A popup result from untrusted message data, or null for anything else (other messages on the
 * channel or the window, malformed fields). Only the fields of SPEC §7 are kept.
 */
export function parseAuthResult(data: unknown): DiscordAuthResult | null {
  if (!isRecord(data)) return null;
  if (data.type === DISCORD_AUTH_SUCCESS) {
    const { discordId, discordUsername, discordAvatar, directConnectSuccess } = data;
    if (!isText(discordId) || !/^\d{5,25}$/.test(discordId) || !isText(discordUsername)) return null;
    if (discordAvatar !== null && discordAvatar !== undefined && !isText(discordAvatar)) return null;
    return authSuccessMessage(idOf(data), {
      discordId,
      discordUsername,
      discordAvatar: discordAvatar ?? null,
      directConnectSuccess: directConnectSuccess === true,
    });
  }
  if (data.type === DISCORD_AUTH_FAILURE) {
    const message = isText(data.message) && data.message.trim() ? data.message : MESSAGES.discordAuthFailed;
    return authFailureMessage(idOf(data), message);
  }
  return null;
}

/** True when `data` is the receipt for the result `id`. */
export function isReceiptFor(data: unknown, id: string): boolean {
  return isRecord(data) && data.type === DISCORD_AUTH_RECEIVED && data.id === id;
}

/**
 * A window 'message' event is trusted only from our own origin (a popup of another site could
 * otherwise claim a Discord identity). 'null' and empty origins never match.
 */
export function isOwnOrigin(eventOrigin: string, ownOrigin: string): boolean {
  return eventOrigin !== '' && eventOrigin !== 'null' && eventOrigin === ownOrigin;
}

/** A short random id for one result, from `random` bytes (crypto.getRandomValues works on plain http too). */
export function newMessageId(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
