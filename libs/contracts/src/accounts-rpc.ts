import type { GameAccountDetails } from './account';
import type { ActivityEntry } from './activity';
import type { CharacterSummary } from './auth';

export type AccountsRpc = {
  'accounts.account-details': { request: { userId: number; username: string }; response: GameAccountDetails };
  'accounts.characters': { request: { username: string }; response: CharacterSummary[] };
  'accounts.recent-activity': { request: { username: string }; response: ActivityEntry[] };
};

export const ACCOUNTS_PATTERNS = {
  accountsAccountDetails: 'accounts.account-details',
  accountsCharacters: 'accounts.characters',
  accountsRecentActivity: 'accounts.recent-activity',
} as const satisfies Record<string, keyof AccountsRpc>;
