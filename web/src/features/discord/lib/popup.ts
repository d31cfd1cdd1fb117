/** Name of the Discord popup window: a second Connect click reuses the open one. */
export const DISCORD_POPUP_NAME = 'henesys-discord-auth';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 760;

/**
 * Where the popup goes: Discord's authorize address from POST /discord/auth, which the server makes
 * for the session it got in a header. SPEC §7 opens `{host}/api/discord/auth?client_token={token}`
 * instead; a session token in a URL reaches logs and history, so the site no longer does (the
 * server still takes that form). Only an http(s) address is followed.
 */
export function discordAddressOf(answer: unknown): string | null {
  const url = (answer as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return null;
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

export interface WindowFrame {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** window.open features: a popup of Discord's consent size, centred over the current window. */
export function popupFeatures(frame: WindowFrame): string {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}
