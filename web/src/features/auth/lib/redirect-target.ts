export const DEFAULT_LOGIN_TARGET = '/dashboard';

/** What the guards and the Login link put in the location state of /login. */
export interface LoginLocationState {
  from: string;
}

/** The path (with query and hash) a guard remembers as the origin of a trip to /login. */
export function originOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

function isAuthPage(path: string): boolean {
  return /^\/(login|signup)(?:[/?#]|$)/i.test(path);
}

/**
 * SPEC §2: after login go back to the page the user came from, otherwise /dashboard. Only a
 * same-site path is accepted (no '//host' or 'https://...'), and never the login or signup page.
 */
export function loginRedirectTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<LoginLocationState>).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return DEFAULT_LOGIN_TARGET;
  }
  return isAuthPage(from) ? DEFAULT_LOGIN_TARGET : from;
}

/** The state a 'Login' link or guard passes along, or undefined on pages not worth coming back to. */
export function loginStateFor(location: { pathname: string; search?: string; hash?: string }): LoginLocationState | undefined {
  const from = originOf(location);
  return isAuthPage(from) ? undefined : { from };
}
