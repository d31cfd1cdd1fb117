import { loginRedirectTarget, loginStateFor, originOf } from './redirect-target';

describe('loginRedirectTarget', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(loginRedirectTarget({ from: '/donate?pack=gold#crypto' })).toBe('/donate?pack=gold#crypto');
  });

  it.each([undefined, null, 'string state', {}, { from: 42 }, { from: '' }])('falls back to /dashboard for %p', (state) => {
    expect(loginRedirectTarget(state)).toBe('/dashboard');
  });

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
