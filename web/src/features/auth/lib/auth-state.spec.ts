import { authReducer, decideAccess, decideGuestPage, initialAuthState, type AuthState } from './auth-state';
import type { SessionUser } from './session-user';

const member: SessionUser = { id: 1, username: 'Leaf', email: 'leaf@example.com', role: 'member', isAdmin: false };
const admin: SessionUser = { id: 2, username: 'Boss', email: 'boss@example.com', role: 'Admin', isAdmin: false };
const moderator: SessionUser = {
  id: 3,
  username: 'Warden',
  email: 'warden@example.com',
  role: 'Moderator',
  isAdmin: false,
};
const loading: AuthState = { status: 'loading', user: null };
const anonymous: AuthState = { status: 'anonymous', user: null };
const asMember: AuthState = { status: 'authenticated', user: member };
const asAdmin: AuthState = { status: 'authenticated', user: admin };
const asModerator: AuthState = { status: 'authenticated', user: moderator };

describe('initialAuthState', () => {
  it('is logged out without a token', () => {
    expect(initialAuthState(false)).toEqual(anonymous);
  });

  it('is loading while a stored token waits for verification', () => {
    expect(initialAuthState(true)).toEqual(loading);
  });
});

describe('authReducer', () => {
  it('a verified token logs the user in', () => {
    expect(authReducer(loading, { type: 'verified', user: member })).toEqual(asMember);
  });

  it('login replaces any previous user', () => {
    expect(authReducer(asMember, { type: 'logged-in', user: admin })).toEqual(asAdmin);
  });

  it('clearing drops the user, from loading or logged in', () => {
    expect(authReducer(loading, { type: 'cleared' })).toEqual(anonymous);
    expect(authReducer(asAdmin, { type: 'cleared' })).toEqual(anonymous);
  });
});

describe('decideAccess', () => {
  it('waits while the session loads', () => {
    expect(decideAccess(loading, 'user')).toEqual({ kind: 'loading' });
    expect(decideAccess(loading, 'admin')).toEqual({ kind: 'loading' });
  });

  it('sends a guest to /login and remembers the origin, on user and admin pages', () => {
    const toLogin = { kind: 'redirect', to: '/login', rememberOrigin: true };
    expect(decideAccess(anonymous, 'user')).toEqual(toLogin);
    expect(decideAccess(anonymous, 'admin')).toEqual(toLogin);
  });

  it('lets a member into user pages but sends them from admin pages to /dashboard', () => {
    expect(decideAccess(asMember, 'user')).toEqual({ kind: 'allow' });
    expect(decideAccess(asMember, 'admin')).toEqual({ kind: 'redirect', to: '/dashboard', rememberOrigin: false });
  });

  it('lets an admin in everywhere', () => {
    expect(decideAccess(asAdmin, 'user')).toEqual({ kind: 'allow' });
    expect(decideAccess(asAdmin, 'staff')).toEqual({ kind: 'allow' });
    expect(decideAccess(asAdmin, 'admin')).toEqual({ kind: 'allow' });
  });

  it('lets a Moderator into staff pages but not admin ones, and keeps members out of both', () => {
    const toDashboard = { kind: 'redirect', to: '/dashboard', rememberOrigin: false };
    expect(decideAccess(asModerator, 'staff')).toEqual({ kind: 'allow' });
    expect(decideAccess(asModerator, 'admin')).toEqual(toDashboard);
    expect(decideAccess(asMember, 'staff')).toEqual(toDashboard);
    expect(decideAccess(anonymous, 'staff')).toEqual({ kind: 'redirect', to: '/login', rememberOrigin: true });
  });

  it('does not redirect to /login while the logout overlay is showing', () => {
    expect(decideAccess(anonymous, 'user', true)).toEqual({ kind: 'loading' });
  });
});

describe('decideGuestPage', () => {
  it('sends a logged-in player from /login and /signup to the dashboard', () => {
    expect(decideGuestPage(asMember)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideGuestPage(asAdmin)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('shows the page to a guest, and waits while a stored session is checked', () => {
    expect(decideGuestPage(anonymous)).toEqual({ kind: 'allow' });
    expect(decideGuestPage(loading)).toEqual({ kind: 'loading' });
  });

  it('leaves a login made on the page to its overlay, which returns to the page the player came from', () => {
    expect(decideGuestPage(asMember, true)).toEqual({ kind: 'allow' });
  });
});
