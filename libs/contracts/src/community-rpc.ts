import type { SuccessMessage } from './account';
import type { DiscordConnection, DiscordExchangeResult, FounderStatus, RoleStatus } from './community';

export type CommunityRpc = {
  /** The Discord authorize URL with a fresh state bound to the user (or to a sign-in when null). */
  'community.authorize-url': { request: { userId: number | null; username: string | null }; response: { url: string } };
  'community.exchange': {
    request: { code: string; state: string; callerUserId: number | null };
    response: DiscordExchangeResult;
  };
  'community.connect': {
    request: { userId: number; username: string; discordId: string };
    response: SuccessMessage & { user: DiscordConnection };
  };
  'community.disconnect': { request: { userId: number; username: string }; response: SuccessMessage };
  'community.connection': { request: { userId: number }; response: DiscordConnection };
  'community.role-status': {
    request: { userId: number; username: string; founder: FounderStatus };
    response: RoleStatus;
  };
  'community.claim-early-supporter': {
    request: { userId: number; username: string; founder: FounderStatus };
    response: { status: 'success'; message: string };
  };
  /** The site account linked to a Discord identity a fresh exchange proved (the ticket works once). */
  'community.login': { request: { discordId: string; ticket: string }; response: { userId: number } };
};

export const COMMUNITY_PATTERNS = {
  communityAuthorizeUrl: 'community.authorize-url',
  communityExchange: 'community.exchange',
  communityConnect: 'community.connect',
  communityDisconnect: 'community.disconnect',
  communityConnection: 'community.connection',
  communityRoleStatus: 'community.role-status',
  communityClaimEarlySupporter: 'community.claim-early-supporter',
  communityLogin: 'community.login',
} as const satisfies Record<string, keyof CommunityRpc>;
