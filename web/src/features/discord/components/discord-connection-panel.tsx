import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DISCORD_AUTH_FAILURE, type DiscordConnection, type IdentityProof } from '@henesys/contracts';
import { ConfirmIdentityForm } from '../../../components/ui/confirm-identity-form';
import { useConnectDiscord } from '../api/connect-discord';
import { useDisconnectDiscord } from '../api/disconnect-discord';
import { useDiscordConnection } from '../api/get-discord-connection';
import { discordQueryKeys } from '../api/query-keys';
import { useDiscordPopup } from '../hooks/use-discord-popup';
import { useLingeringFlag } from '../hooks/use-lingering-flag';
import type { DiscordAuthResult } from '../lib/auth-messages';
import { avatarUrl, connectFailureText, connectionLabel, initialOf } from '../lib/connection-view';
import { failureText } from '../lib/failure';
import { DISCORD_MESSAGES } from '../lib/messages';
import { DiscordBadge, DiscordMessage, type DiscordFeedback } from './discord-feedback';
import './discord.css';
import { REFRESH_SPINNER_DELAY_MS } from '../../../config/ui-timings';
import { Button } from '../../../components/ui/button';

function Avatar({ connection }: { connection: DiscordConnection }) {
  const [broken, setBroken] = useState(false);
  const src = broken ? null : avatarUrl(connection.id, connection.avatar);
  return (
    <span className="discord-avatar" aria-hidden="true">
      {src ? (
        <img src={src} alt="" width={44} height={44} onError={() => setBroken(true)} />
      ) : (
        initialOf(connection.username)
      )}
    </span>
  );
}

/**
 * SPEC §2 'Chat-community Connection' (the body of the card): the status, Connect through the
 * Discord popup or Disconnect (after the current password, and code when `twoFactorEnabled`), and
 * Refresh status. `placeholder` is what the page already knows (the account details) until
 * GET /discord/connection answers.
 */
export function DiscordConnectionPanel({
  placeholder,
  twoFactorEnabled = false,
}: {
  placeholder?: DiscordConnection;
  twoFactorEnabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const connection = useDiscordConnection(placeholder);
  const connect = useConnectDiscord();
  const disconnect = useDisconnectDiscord();
  const [feedback, setFeedback] = useState<DiscordFeedback | null>(null);
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  // Bumped after a refusal: the password prompt remounts empty.
  const [attempt, setAttempt] = useState(0);
  const [refreshing, runRefresh] = useLingeringFlag(REFRESH_SPINNER_DELAY_MS);

  const popup = useDiscordPopup((result: DiscordAuthResult) => {
    if (result.type === DISCORD_AUTH_FAILURE) {
      setFeedback({ tone: 'error', text: result.message });
      return;
    }
    if (result.directConnectSuccess) {
      // The exchange linked the account already: show it.
      setFeedback({ tone: 'success', text: DISCORD_MESSAGES.connected });
      void queryClient.invalidateQueries({ queryKey: discordQueryKeys.all });
      return;
    }
    connect.mutate(
      { discordId: result.discordId, discordUsername: result.discordUsername, discordAvatar: result.discordAvatar },
      {
        onSuccess: (answer) => setFeedback({ tone: 'success', text: answer.message || DISCORD_MESSAGES.connected }),
        onError: (error) => setFeedback({ tone: 'error', text: connectFailureText(error) }),
      },
    );
  });

  function startConnect() {
    setFeedback(null);
    const problem = popup.open();
    if (problem) setFeedback({ tone: 'error', text: problem });
  }

  function finishDisconnect(proof: IdentityProof) {
    setFeedback(null);
    disconnect.mutate(proof, {
      onSuccess: (answer) => {
        setConfirmingDisconnect(false);
        setFeedback({ tone: 'success', text: answer.message });
      },
      onError: (error) => {
        setAttempt((count) => count + 1);
        setFeedback({
          tone: 'error',
          text: failureText(error, {
            unsuccessful: DISCORD_MESSAGES.disconnectUnsuccessful,
            failed: DISCORD_MESSAGES.disconnectFailed,
          }),
        });
      },
    });
  }

  function refresh() {
    setFeedback(null);
    void runRefresh(() => queryClient.refetchQueries({ queryKey: discordQueryKeys.all, type: 'active' }));
  }

  const data = connection.data;
  const busy = connect.isPending || disconnect.isPending;
  let status;
  if (data) {
    status = <DiscordBadge on={data.connected}>{connectionLabel(data)}</DiscordBadge>;
  } else if (connection.isError) {
    status = <DiscordBadge on={false}>Unknown</DiscordBadge>;
  } else {
    status = <span className="meta">Checking...</span>;
  }
  const loadError =
    connection.isError && !connection.isFetching
      ? failureText(connection.error, {
          unsuccessful: DISCORD_MESSAGES.connectionLoadFailed,
          failed: DISCORD_MESSAGES.connectionError,
        })
      : null;

  return (
    <>
      <div className="discord-status">
        {data?.connected ? <Avatar connection={data} /> : null}
        <p className="settings-card__state" id="discord-connection-state">
          Status: {status}
        </p>
      </div>
      <p>Link your Discord account to get your roles in our community and log in with Discord.</p>
      {loadError ? (
        <p className="settings-message settings-message--error" role="alert">
          {loadError}
        </p>
      ) : null}
      {popup.waiting ? (
        <p className="discord-hint" role="status">
          Waiting for Discord: finish in the window that opened.{' '}
          <Button variant="link" onClick={popup.cancel}>
            Cancel
          </Button>
        </p>
      ) : null}
      {confirmingDisconnect && data?.connected ? (
        <ConfirmIdentityForm
          key={attempt}
          idPrefix="discord-disconnect"
          askCode={twoFactorEnabled}
          submitLabel="Disconnect Discord"
          busyLabel="Disconnecting..."
          busy={disconnect.isPending}
          onSubmit={finishDisconnect}
          onCancel={() => {
            setFeedback(null);
            setConfirmingDisconnect(false);
          }}
        >
          <p>Unlinking your Discord account needs your current password.</p>
        </ConfirmIdentityForm>
      ) : null}
      <DiscordMessage feedback={feedback} id="discord-connection-message" />
      <div className="button-row">
        {data?.connected ? (
          <Button
            variant="secondary"

            onClick={() => {
              setFeedback(null);
              setConfirmingDisconnect(true);
            }}
            disabled={busy || confirmingDisconnect}
          >
            Disconnect
          </Button>
        ) : (
          <Button onClick={startConnect} disabled={busy || !data} aria-busy={connect.isPending || undefined}>
            {connect.isPending ? 'Connecting...' : popup.waiting ? 'Open the Discord window again' : 'Connect Discord'}
          </Button>
        )}
        <Button variant="secondary" onClick={refresh} disabled={refreshing} aria-busy={refreshing || undefined}>
          {refreshing ? <span className="discord-spinner" aria-hidden="true" /> : null}
          {refreshing ? 'Refreshing...' : 'Refresh status'}
        </Button>
      </div>
    </>
  );
}
