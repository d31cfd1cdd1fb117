import type { DiscordConnection } from '@henesys/contracts';

/** The account details' Discord state (SPEC §3), shown until GET /discord/connection answers. */
export function connectionPlaceholder(
  discord: { connected: boolean; username: string | null } | undefined,
): DiscordConnection | undefined {
  return discord
    ? { success: true, connected: discord.connected, username: discord.username, id: null, avatar: null }
    : undefined;
}
