import { MESSAGES } from '@henesys/contracts';

/**
 * SPEC §8 'Chat-community' fallbacks, shown when the server gives no message of its own.
 * The servers' own texts (MESSAGES.discord*, role*) come from @henesys/contracts.
 */
export const DISCORD_MESSAGES = {
  disconnectUnsuccessful: 'Failed to disconnect Discord account',
  disconnectFailed: 'An error occurred while disconnecting Discord account',
  connectUnsuccessful: 'Failed to connect Discord account',
  connectFailed: 'An error occurred while connecting Discord',
  connectionError: 'Connection error',
  authFailed: MESSAGES.discordAuthFailed,
  noCode: MESSAGES.discordNoCode,
  connected: MESSAGES.discordConnected,
  connectionLoadFailed: 'Failed to check your Discord connection',
  roleStatusUnsuccessful: 'Failed to check role status',
  roleStatusFailed: 'Error checking role status',
  claimUnsuccessful: 'Failed to assign role',
  claimFailed: 'An error occurred while claiming your role',
  notMember: MESSAGES.discordNotMember,
  // Not in SPEC §8: why a popup could not even start, and why Discord sent the player back.
  popupBlocked: 'Connection error: the Discord window was blocked. Allow pop-ups for this site and try again.',
  noSession: 'Connection error: your session has ended. Log in again and retry.',
  authCancelled: `${MESSAGES.discordAuthFailed}. The authorization was cancelled.`,
  authSessionInvalid: `${MESSAGES.discordAuthFailed}. Your session has expired: log in again and retry from your account settings.`,
} as const;
