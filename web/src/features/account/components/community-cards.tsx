import { ComingSoonBadge, SettingsCard, StateBadge } from './settings-card';

export interface DiscordState {
  connected: boolean;
  username: string | null;
}

/**
 * SPEC §2 'Chat-community Connection': the state comes from the account details; connecting,
 * disconnecting and refreshing arrive with the Discord issue.
 */
export function DiscordConnectionCard({ discord, unavailable }: { discord: DiscordState | undefined; unavailable: boolean }) {
  return (
    <SettingsCard id="discord-connection" title="Discord Connection">
      <p className="settings-card__state">
        Status:{' '}
        {discord === undefined ? (
          <span className="meta">{unavailable ? 'Unknown (the account details did not load)' : 'Checking...'}</span>
        ) : (
          <StateBadge on={discord.connected}>
            {discord.connected ? `Connected${discord.username ? ` as ${discord.username}` : ''}` : 'Not connected'}
          </StateBadge>
        )}
      </p>
      <p>Link your Discord account to get your roles in our community and log in with Discord.</p>
      <div className="button-row settings-card__soon-row">
        <button className="button button--secondary" type="button" disabled>
          {discord?.connected ? 'Disconnect' : 'Connect Discord'}
        </button>
        <ComingSoonBadge />
      </div>
    </SettingsCard>
  );
}

/** SPEC §2 'Early Supporter role card': claimable once connected and eligible; the claim comes later. */
export function EarlySupporterCard({ discordConnected }: { discordConnected: boolean }) {
  return (
    <SettingsCard id="early-supporter" title="Early Supporter">
      <p>
        Supported Henesys from the start? Claim the <strong>Early Supporter</strong> role in our Discord community.
      </p>
      {discordConnected ? null : <p className="meta">You need a connected Discord account to claim it.</p>}
      <div className="button-row settings-card__soon-row">
        <button className="button button--secondary" type="button" disabled>
          Claim role
        </button>
        <ComingSoonBadge />
      </div>
    </SettingsCard>
  );
}
