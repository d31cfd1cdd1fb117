import { DiscordCallbackView } from '../../features/discord/components/discord-callback-view';

/** SPEC §2 /api/discord/callback: public (a popup may have lost the session); the exchange sends the token when there is one. */
export default function DiscordCallbackRoute() {
  return (
    <div className="page page--narrow">
      <DiscordCallbackView />
    </div>
  );
}
