import type { DiscordConnection } from '@henesys/contracts';
import { DiscordConnectionPanel } from '../../discord/components/discord-connection-panel';
import { EarlySupporterPanel } from '../../discord/components/early-supporter-panel';
import { SettingsCard } from './settings-card';

export interface DiscordState {
  connected: boolean;
  username: string | null;
}

/** The account details' Discord state as a connection to show until GET /discord/connection answers. */
function placeholderOf(discord: DiscordState | undefined): DiscordConnection | undefined {
  return discord ? { success: true, connected: discord.connected, username: discord.username, id: null, avatar: null } : undefined;
}

/**
 * SPEC §2 'Chat-community Connection': the settings card around the Discord feature's panel, which
 * reads the live connection itself. `discord` (from the account details) only fills the wait.
 */
export function DiscordConnectionCard({ discord, unavailable }: { discord: DiscordState | undefined; unavailable: boolean }) {
  return (
    <SettingsCard id="discord-connection" title="Discord Connection">
      <DiscordConnectionPanel placeholder={unavailable ? undefined : placeholderOf(discord)} />
    </SettingsCard>
  );
}

/** SPEC §2 'Early Supporter role card'. `discordConnected` (account details) only fills the wait. */
export function EarlySupporterCard({ discordConnected }: { discordConnected: boolean }) {
  return (
    <SettingsCard id="early-supporter" title="Early Supporter">
      <EarlySupporterPanel connectionPlaceholder={placeholderOf({ connected: discordConnected, username: null })} />
    </SettingsCard>
  );
}
