import { guardedLoginState, loginReason, loginRedirectTarget, loginStateFor, originOf } from './redirect-target';

describe('loginRedirectTarget', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(loginRedirectTarget({ from: '/donate?pack=gold#crypto' })).toBe('/donate?pack=gold#crypto');
  });

  it.each([undefined, null, 'string state', {}, { from: 42 }, { from: '' }])(
    'falls back to /dashboard for %p',
    (state) => {
      expect(loginRedirectTarget(state)).toBe('/dashboard');
    },
  );

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'dashboard'])(
    'refuses the off-site or relative target %p',
    (from) => {
      expect(loginRedirectTarget({ from })).toBe('/dashboard');
    },
  );

  it.each(['/login', '/login?x=1', '/signup', '/Login'])('never returns to %p', (from) => {
    expect(loginRedirectTarget({ from })).toBe('/dashboard');
  });

  it('does return to pages that only start like login', () => {
    expect(loginRedirectTarget({ from: '/loginhelp' })).toBe('/loginhelp');
  });
});

describe('originOf and loginStateFor', () => {
  it('joins path, query and hash', () => {
    expect(originOf({ pathname: '/rankings', search: '?page=2', hash: '#top' })).toBe('/rankings?page=2#top');
  });

  it('remembers ordinary pages', () => {
    expect(loginStateFor({ pathname: '/vote', search: '', hash: '' })).toEqual({ from: '/vote' });
  });

  it('does not remember the login or signup page', () => {
    expect(loginStateFor({ pathname: '/login' })).toBeUndefined();
    expect(loginStateFor({ pathname: '/signup' })).toBeUndefined();
  });
});

describe('loginReason', () => {
  it('tells a guest sent by a guard why they must log in, by the page they wanted', () => {
    expect(loginReason(guardedLoginState({ pathname: '/donate' }))).toBe('Log in to donate.');
    expect(loginReason(guardedLoginState({ pathname: '/donate', search: '?pack=gold' }))).toBe('Log in to donate.');
    expect(loginReason(guardedLoginState({ pathname: '/dashboard/account' }))).toBe('Log in to see your dashboard.');
    expect(loginReason(guardedLoginState({ pathname: '/donateless' }))).toBe('Log in to continue.');
  });

  it('says nothing to a guest who chose to log in', () => {
    expect(loginReason(loginStateFor({ pathname: '/donate' }))).toBeNull();
    expect(loginReason(undefined)).toBeNull();
    expect(loginReason({ guarded: true })).toBeNull();
  });

  it('still returns the guarded guest to the page they wanted', () => {
    expect(loginRedirectTarget(guardedLoginState({ pathname: '/donate' }))).toBe('/donate');
  });
});
