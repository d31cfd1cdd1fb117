import { isAdminUser, isStaffUser, type SessionUser } from './session-user';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
}

export type AuthAction =
  { type: 'verified'; user: SessionUser } | { type: 'logged-in'; user: SessionUser } | { type: 'cleared' };

/** SPEC §4: no token means logged out; a stored token stays 'loading' until the profile call answers. */
export function initialAuthState(hasToken: boolean): AuthState {
  return { status: hasToken ? 'loading' : 'anonymous', user: null };
}

export function authReducer(_state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'verified':
    case 'logged-in':
      return { status: 'authenticated', user: action.user };
    case 'cleared':
      return { status: 'anonymous', user: null };
  }
}

/** 'staff': an admin or a Moderator (the staff console); 'admin': admins only. */
export type AccessRequirement = 'user' | 'staff' | 'admin';

const GRANTED: Record<AccessRequirement, (user: SessionUser) => boolean> = {
  user: () => true,
  staff: isStaffUser,
  admin: isAdminUser,
};

export type AccessDecision =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: '/login' | '/dashboard'; rememberOrigin: boolean };

/**
 * SPEC §2 'Guards': 'Loading...' while the session loads (or while the logout overlay runs, so the
 * page does not flash /login); no user goes to /login remembering the origin; a logged-in user without
 * the role a page needs (a non-admin on an admin page, a member on a staff page) goes to /dashboard.
 */
export function decideAccess(state: AuthState, requirement: AccessRequirement, loggingOut = false): AccessDecision {
  if (state.status === 'loading' || (loggingOut && state.user === null)) return { kind: 'loading' };
  if (state.user === null) return { kind: 'redirect', to: '/login', rememberOrigin: true };
  if (!GRANTED[requirement](state.user)) {
    return { kind: 'redirect', to: '/dashboard', rememberOrigin: false };
  }
  return { kind: 'allow' };
}

export type GuestPageDecision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: '/dashboard' };

/**
 * /login and /signup are for guests: a logged-in player goes to /dashboard. Not while the 'Login
 * Successful' overlay runs: that login happened on this page, and the overlay takes the player on.
 */
export function decideGuestPage(state: AuthState, loggingIn = false): GuestPageDecision {
  if (state.status === 'loading') return { kind: 'loading' };
  if (state.user !== null && !loggingIn) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'allow' };
}
