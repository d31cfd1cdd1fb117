import { InvalidLoginResponseError, parseLoginResponse } from './login-response';
import { validateLogin } from './login-messages';

describe('validateLogin', () => {
  it('asks for both fields when empty', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('accepts filled fields', () => {
    expect(validateLogin({ username: 'Leaf', password: 'secret' })).toEqual({});
  });
});

describe('parseLoginResponse', () => {
  it('reads token and user', () => {
    expect(
      parseLoginResponse({ token: 'jwt', user: { id: 3, username: 'Leaf', email: 'l@e.x', role: 'member' } }),
    ).toEqual({
      kind: 'logged-in',
      token: 'jwt',
      user: { id: 3, username: 'Leaf', email: 'l@e.x', role: 'member', isAdmin: false },
    });
  });

  it('reads the two-factor step', () => {
    expect(parseLoginResponse({ requiresTwoFactor: true, sessionToken: 's-1', userId: 3 })).toEqual({
      kind: 'two-factor',
      sessionToken: 's-1',
      userId: 3,
    });
  });

  it.each([
    null,
    'ok',
    { token: 'jwt' },
    { user: { id: 1, username: 'a' } },
    { token: '', user: { id: 1, username: 'a' } },
  ])('rejects %p', (body) => {
    expect(() => parseLoginResponse(body)).toThrow(InvalidLoginResponseError);
  });
});
