import type { ActivityEntry } from '@henesys/contracts';

/**
 * 'Welcome back' only for a player who had logged in before this visit: the login that opened the
 * dashboard is in the activity already, so a second login line is what tells a returning player.
 */
export function welcomeHeading(username: string, activity: readonly ActivityEntry[]): string {
  const logins = activity.filter((entry) => entry.type === 'login').length;
  return logins > 1 ? `Welcome back, ${username}` : `Welcome, ${username}`;
}
