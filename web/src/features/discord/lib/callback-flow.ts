import { MESSAGES, type DiscordExchangeResult } from '@henesys/contracts';
import { failureText } from './failure';
import { DISCORD_MESSAGES } from './messages';

/** What the query string of /api/discord/callback asks for (SPEC §2 'Chat-community callback'). */
export type CallbackRequest = { kind: 'exchange'; code: string; state: string } | { kind: 'refused'; message: string };

/**
 * Discord (or the gateway) sends `code` and `state`, or an `error`: `access_denied` when the player
 * cancelled, `invalid_session` when the gateway did not accept the site token of the popup.
 */
export function readCallbackQuery(search: string | URLSearchParams): CallbackRequest {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const error = query.get('error');
  if (error === 'access_denied') return { kind: 'refused', message: DISCORD_MESSAGES.authCancelled };
  if (error === 'invalid_session') return { kind: 'refused', message: DISCORD_MESSAGES.authSessionInvalid };
  if (error) return { kind: 'refused', message: DISCORD_MESSAGES.authFailed };
  const code = query.get('code')?.trim();
  if (!code) return { kind: 'refused', message: DISCORD_MESSAGES.noCode };
  const state = query.get('state')?.trim();
  if (!state) return { kind: 'refused', message: MESSAGES.discordStateInvalid };
  return { kind: 'exchange', code, state };
}

export type DiscordIdentity = Pick<
  DiscordExchangeResult,
  'discordId' | 'discordUsername' | 'discordAvatar' | 'directConnectSuccess'
>;

/** The page: 'Connecting', then 'Connected!' or 'Connection Failed' with the reason. */
export type CallbackView =
  { phase: 'connecting' } | { phase: 'connected'; identity: DiscordIdentity } | { phase: 'failed'; message: string };

export function initialCallbackView(request: CallbackRequest): CallbackView {
  return request.kind === 'refused' ? { phase: 'failed', message: request.message } : { phase: 'connecting' };
}

/** A failed exchange: the server's reason (state used or expired, another account, Discord taken). */
export function exchangeFailureMessage(error: unknown): string {
  return failureText(error, { unsuccessful: DISCORD_MESSAGES.authFailed, failed: DISCORD_MESSAGES.connectFailed });
}

/** Only 'connecting' moves on, and only once: a late second answer changes nothing. */
export function settleCallback(
  view: CallbackView,
  outcome: { identity: DiscordIdentity } | { message: string },
): CallbackView {
  if (view.phase !== 'connecting') return view;
  return 'identity' in outcome
    ? { phase: 'connected', identity: outcome.identity }
    : { phase: 'failed', message: outcome.message };
}

/**
 * What happens POPUP_CLOSE_MS after the outcome (SPEC §2): a popup closes itself (its opener shows
 * the outcome); a page opened on its own goes to the account settings after a success and stays
 * on a failure, with its 'Return to Account' button.
 */
export function afterOutcome(phase: 'connected' | 'failed', popup: boolean): 'close' | 'redirect' | 'stay' {
  if (popup) return 'close';
  return phase === 'connected' ? 'redirect' : 'stay';
}

/** The parts of a window the opener check reads. */
export interface OpenerView {
  opener: { location: { origin: string } } | null;
  location: { origin: string };
}

/**
 * True when this page was opened by a page of our own origin. Reading a cross-origin opener's
 * location throws, which means 'not ours'. (The gateway's Cross-Origin-Opener-Policy usually cuts
 * the opener after the visit to Discord; the channel receipt covers that case.)
 */
export function hasOwnOpener(view: OpenerView): boolean {
  try {
    return view.opener !== null && view.opener.location.origin === view.location.origin;
  } catch {
    return false;
  }
}
