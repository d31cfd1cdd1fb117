import { useLocation, useNavigate } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { formatSeconds } from '../../../lib/countdown';
import { useDiscordCallback } from '../hooks/use-discord-callback';
import './discord.css';
import { Button } from '../../../components/ui/button';

/** SPEC §2 'Chat-community callback': Connecting, then Connected! or Connection Failed. */
export function DiscordCallbackView() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { view, popup, secondsLeft, closeFailed } = useDiscordCallback(search);

  const next = closeFailed ? (
    <p className="meta">You can close this window now.</p>
  ) : popup ? (
    <p className="meta">{secondsLeft > 0 ? `This window closes in ${formatSeconds(secondsLeft)}...` : 'Closing...'}</p>
  ) : null;

  if (view.phase === 'connecting') {
    return (
      <section className="card discord-callback" aria-labelledby="discord-callback-title" aria-busy="true">
        <h2 id="discord-callback-title">Connecting</h2>
        <Loading label="Linking your Discord account..." />
      </section>
    );
  }

  if (view.phase === 'connected') {
    return (
      <section className="card discord-callback" aria-labelledby="discord-callback-title">
        <h2 id="discord-callback-title">Connected!</h2>
        <p className="discord-callback__outcome discord-callback__outcome--success" role="status">
          Your Discord account <strong>{view.identity.discordUsername}</strong> is linked to your Henesys account.
        </p>
        {next ?? (
          <p className="meta">
            {secondsLeft > 0 ? `Taking you to your account in ${formatSeconds(secondsLeft)}...` : 'Redirecting...'}
          </p>
        )}
      </section>
    );
  }

  return (
    <section className="card discord-callback" aria-labelledby="discord-callback-title">
      <h2 id="discord-callback-title">Connection Failed</h2>
      <p className="discord-callback__outcome discord-callback__outcome--error" role="alert">
        {view.message}
      </p>
      {next}
      <div className="button-row discord-callback__actions">
        <Button onClick={() => navigate(paths.accountSettings)}>Return to Account</Button>
      </div>
    </section>
  );
}
