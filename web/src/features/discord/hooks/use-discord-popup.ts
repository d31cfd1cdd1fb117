import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '../../../config/env';
import { getToken } from '../../../lib/token-storage';
import { DISCORD_CHANNEL_NAME, isOwnOrigin, parseAuthResult, receivedMessage, type DiscordAuthResult } from '../lib/auth-messages';
import { DISCORD_MESSAGES } from '../lib/messages';
import { DISCORD_POPUP_NAME, discordAuthUrl, popupFeatures } from '../lib/popup';

/**
 * SPEC §7 popup paragraph, the opener's side: opens the Discord popup and, while it is open,
 * listens on the broadcast channel and on window messages (own origin only) for its one result.
 * Each result taken is answered with a receipt on the channel, so the popup knows it may close.
 */
export function useDiscordPopup(onResult: (result: DiscordAuthResult) => void) {
  const [waiting, setWaiting] = useState(false);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    if (!waiting) return;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(DISCORD_CHANNEL_NAME) : null;
    let taken = false;
    const take = (data: unknown) => {
      const result = parseAuthResult(data);
      if (!result || taken) return;
      taken = true;
      channel?.postMessage(receivedMessage(result.id));
      setWaiting(false);
      onResultRef.current(result);
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (isOwnOrigin(event.origin, window.location.origin)) take(event.data);
    };
    if (channel) channel.onmessage = (event: MessageEvent) => take(event.data);
    window.addEventListener('message', onWindowMessage);
    return () => {
      channel?.close();
      window.removeEventListener('message', onWindowMessage);
    };
  }, [waiting]);

  /** Opens (or reuses) the popup; returns why it could not, or null. */
  const open = useCallback((): string | null => {
    const token = getToken();
    if (!token) return DISCORD_MESSAGES.noSession;
    const popup = window.open(discordAuthUrl(env.apiBaseUrl, window.location.origin, token), DISCORD_POPUP_NAME, popupFeatures(window));
    if (!popup) return DISCORD_MESSAGES.popupBlocked;
    popup.focus();
    setWaiting(true);
    return null;
  }, []);

  /** Stops waiting (the player closed the popup without finishing). */
  const cancel = useCallback(() => setWaiting(false), []);

  return { waiting, open, cancel };
}
