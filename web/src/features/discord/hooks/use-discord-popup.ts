import { useCallback, useEffect, useRef, useState } from 'react';
import { getToken } from '../../../lib/token-storage';
import { startDiscordLinking } from '../api/start-discord-linking';
import {
  authFailureMessage,
  DISCORD_CHANNEL_NAME,
  isOwnOrigin,
  parseAuthResult,
  receivedMessage,
  type DiscordAuthResult,
} from '../lib/auth-messages';
import { failureText } from '../lib/failure';
import { DISCORD_MESSAGES } from '../lib/messages';
import { DISCORD_POPUP_NAME, popupFeatures } from '../lib/popup';

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

  /**
   * Opens (or reuses) the popup; returns why it could not, or null. The popup opens empty within the
   * click (browsers block one opened after an await), then goes to Discord once the server has made
   * the state for this session; if it cannot, the popup closes and the failure is the result.
   */
  const open = useCallback((): string | null => {
    if (!getToken()) return DISCORD_MESSAGES.noSession;
    const popup = window.open('', DISCORD_POPUP_NAME, popupFeatures(window));
    if (!popup) return DISCORD_MESSAGES.popupBlocked;
    popup.focus();
    setWaiting(true);
    startDiscordLinking().then(
      (address) => popup.location.replace(address),
      (error: unknown) => {
        popup.close();
        setWaiting(false);
        onResultRef.current(
          authFailureMessage(
            '',
            failureText(error, {
              unsuccessful: DISCORD_MESSAGES.connectUnsuccessful,
              failed: DISCORD_MESSAGES.connectFailed,
            }),
          ),
        );
      },
    );
    return null;
  }, []);

  /** Stops waiting (the player closed the popup without finishing). */
  const cancel = useCallback(() => setWaiting(false), []);

  return { waiting, open, cancel };
}
