/** Name of the Discord popup window: a second Connect click reuses the open one. */
export const DISCORD_POPUP_NAME = 'henesys-discord-auth';

const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 760;

/**
 * SPEC §7: the popup opens `{host}/api/discord/auth?client_token={token}`. `apiBase` is the API
 * client's base (`/api` by default), resolved against the page's origin.
 */
export function discordAuthUrl(apiBase: string, origin: string, token: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/discord/auth`, origin);
  url.searchParams.set('client_token', token);
  return url.toString();
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
