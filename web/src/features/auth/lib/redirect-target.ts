export const DEFAULT_LOGIN_TARGET = '/dashboard';

/** What the guards and the Login link put in the location state of /login. */
export interface LoginLocationState {
  from: string;
  /** Set by a guard: the page needs a login, and the login page says so. */
  guarded?: boolean;
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
export function loginStateFor(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): LoginLocationState | undefined {
  const from = originOf(location);
  return isAuthPage(from) ? undefined : { from };
}

/** The state a guard passes along when it sends a guest to /login. */
export function guardedLoginState(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): LoginLocationState | undefined {
  const state = loginStateFor(location);
  return state ? { ...state, guarded: true } : undefined;
}

/** Why a guard sent the guest here, by the page they wanted (first match). */
const LOGIN_REASONS: ReadonlyArray<readonly [prefix: string, reason: string]> = [
  ['/donate', 'Log in to donate.'],
  ['/dashboard', 'Log in to see your dashboard.'],
];
const DEFAULT_LOGIN_REASON = 'Log in to continue.';

/** The login page's explanation after a guard's redirect ('Log in to donate.'); null when the guest came by choice. */
export function loginReason(state: unknown): string | null {
  const { from, guarded } = typeof state === 'object' && state !== null ? (state as Partial<LoginLocationState>) : {};
  if (guarded !== true || typeof from !== 'string') return null;
  const path = from.split(/[?#]/, 1)[0].toLowerCase();
  const found = LOGIN_REASONS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return found ? found[1] : DEFAULT_LOGIN_REASON;
}
