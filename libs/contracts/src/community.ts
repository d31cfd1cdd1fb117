/** SPEC §3 'Chat-community connection'. */
export interface DiscordConnection {
  success: true;
  connected: boolean;
  username: string | null;
  id: string | null;
  avatar: string | null;
}

/** SPEC §7 POST /discord/exchange; `ticket` proves this Discord identity to POST /discord/login once. */
export interface DiscordExchangeResult {
  success: true;
  discordId: string;
  discordUsername: string;
  discordAvatar: string | null;
  directConnectSuccess: boolean;
  ticket: string;
  message: string;
}

/** SPEC §3 'Role status'. */
export interface RoleStatus {
  success: true;
  isEligible: boolean;
  roleAssigned: boolean;
  message: string;
}

/** What donations knows about a player's Founder Pack: the roles it makes them eligible for. */
export interface FounderStatus {
  hasCompletedFounderPack: boolean;
  /** Diamond also earns the Rich role. */
  rich: boolean;
}

export const COMMUNITY_QUEUE = 'community';
export const GRANT_FOUNDER_ROLES_JOB = 'grant-founder-roles';

export interface GrantFounderRolesJob {
  userId: number;
  packageId: string;
}

/** The Discord popup's messages to the opener (SPEC §7). */
export const DISCORD_AUTH_SUCCESS = 'DISCORD_AUTH_SUCCESS';
export const DISCORD_AUTH_FAILURE = 'DISCORD_AUTH_FAILURE';
