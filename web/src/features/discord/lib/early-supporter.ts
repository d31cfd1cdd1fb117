import { MESSAGES, type RoleStatus } from '@henesys/contracts';
import { serverMessage } from '../../../lib/error-message';
import { failureText, httpStatusOf } from './failure';
import { DISCORD_MESSAGES } from './messages';

/** SPEC §4: the role is claimable only when eligible and connected, and not already assigned. */
export function canClaim(
  status: Pick<RoleStatus, 'isEligible' | 'roleAssigned'> | undefined,
  connected: boolean | undefined,
): boolean {
  return status !== undefined && status.isEligible && !status.roleAssigned && connected === true;
}

/**
 * The line under the badges. The server's message knows the Founder Pack and the grant; only the
 * page knows that the Discord account is not connected yet.
 */
export function roleHint(status: RoleStatus, connected: boolean | undefined): string {
  if (status.isEligible && !status.roleAssigned && connected === false) return MESSAGES.discordNotConnected;
  if (status.message.trim()) return status.message;
  if (status.roleAssigned) return MESSAGES.roleAlreadyAssigned;
  return status.isEligible ? MESSAGES.roleEligible : MESSAGES.roleNotEligible;
}

export interface ClaimFailure {
  text: string;
  /** 404: the player is not in the Discord server; the card shows the invite link. */
  joinServer: boolean;
}

/** SPEC §8: on 404 'You need to join our Discord server before claiming the role'; else the server's message or a fallback. */
export function claimFailure(error: unknown): ClaimFailure {
  if (httpStatusOf(error) === 404)
    return { text: serverMessage(error) ?? DISCORD_MESSAGES.notMember, joinServer: true };
  return {
    text: failureText(error, {
      unsuccessful: DISCORD_MESSAGES.claimUnsuccessful,
      failed: DISCORD_MESSAGES.claimFailed,
    }),
    joinServer: false,
  };
}
