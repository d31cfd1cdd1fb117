import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCountdown } from '../../../hooks/use-countdown';
import { exchangeDiscordCodeOnce } from '../api/exchange-discord-code';
import {
  authFailureMessage,
  authSuccessMessage,
  DISCORD_CHANNEL_NAME,
  isReceiptFor,
  newMessageId,
} from '../lib/auth-messages';
import {
  afterOutcome,
  exchangeFailureMessage,
  hasOwnOpener,
  initialCallbackView,
  readCallbackQuery,
  settleCallback,
} from '../lib/callback-flow';
import { POPUP_CLOSE_MS } from '../../../config/ui-timings';

/**
 * SPEC §2 'Chat-community callback': exchanges the code once, tells the opener (broadcast channel
 * and, when the opener is still reachable, a window message to our own origin only), then after
 * POPUP_CLOSE_MS closes the popup or, on a page of its own, goes to the account settings.
 *
 * Popup or not: an opener of our origin, or a receipt on the channel from a settings page that
 * was waiting for this result (the gateway's Cross-Origin-Opener-Policy cuts `window.opener`
 * once the popup has been on Discord).
 */
export function useDiscordCallback(search: string) {
  const navigate = useNavigate();
  const request = useMemo(() => readCallbackQuery(search), [search]);
  const [view, setView] = useState(() => initialCallbackView(request));
  const [dueAt, setDueAt] = useState<number | null>(() =>
    request.kind === 'refused' ? Date.now() + POPUP_CLOSE_MS : null,
  );
  const [due, setDue] = useState(false);
  const [popup, setPopup] = useState(() => hasOwnOpener(window));
  const [closeFailed, setCloseFailed] = useState(false);
  const [messageId] = useState(() => newMessageId((bytes) => crypto.getRandomValues(bytes)));

  // Read once (the router keeps its own copy): the address bar and history need not keep the code and state.
  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  // The exchange, once per code and state even when StrictMode runs this effect twice.
  useEffect(() => {
    if (request.kind !== 'exchange') return;
    let live = true;
    const settle = (outcome: Parameters<typeof settleCallback>[1]) => {
      if (!live) return;
      setView((current) => settleCallback(current, outcome));
      setDueAt((current) => current ?? Date.now() + POPUP_CLOSE_MS);
    };
    exchangeDiscordCodeOnce(request.code, request.state).then(
      ({ discordId, discordUsername, discordAvatar, directConnectSuccess }) =>
        settle({ identity: { discordId, discordUsername, discordAvatar, directConnectSuccess } }),
      (error: unknown) => settle({ message: exchangeFailureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [request]);

  // Tell the opener, and listen for its receipt.
  useEffect(() => {
    if (view.phase === 'connecting') return;
    const message =
      view.phase === 'connected'
        ? authSuccessMessage(messageId, view.identity)
        : authFailureMessage(messageId, view.message);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DISCORD_CHANNEL_NAME) : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent) => {
        if (isReceiptFor(event.data, messageId)) setPopup(true);
      };
      channel.postMessage(message);
    }
    if (hasOwnOpener(window)) (window.opener as Window).postMessage(message, window.location.origin);
    return () => channel?.close();
  }, [view, messageId]);

  useEffect(() => {
    if (dueAt === null) return;
    const id = window.setTimeout(() => setDue(true), Math.max(0, dueAt - Date.now()));
    return () => window.clearTimeout(id);
  }, [dueAt]);

  useEffect(() => {
    if (!due || view.phase === 'connecting') return;
    const step = afterOutcome(view.phase, popup);
    if (step === 'redirect') navigate(paths.accountSettings, { replace: true });
    if (step !== 'close') return;
    window.close();
    // A browser may refuse (a window it does not consider script-opened): say so instead.
    const id = window.setTimeout(() => setCloseFailed(!window.closed), 500);
    return () => window.clearTimeout(id);
  }, [due, popup, view.phase, navigate]);

  const secondsLeft = useCountdown(dueAt ?? 0);
  return { view, popup, secondsLeft, closeFailed };
}
