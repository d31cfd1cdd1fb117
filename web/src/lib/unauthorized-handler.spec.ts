import { ApiError } from './api-error';
import { authHeaders, createUnauthorizedHandler } from './unauthorized-handler';

const httpError = (status: number) => ApiError.fromAnswer(status, {});

function setup(path: string, token: string | null = 'current') {
  const calls: string[] = [];
  const handler = createUnauthorizedHandler({
    clearSession: () => calls.push('clear'),
    currentToken: () => token,
    currentPath: () => path,
    redirect: (to) => calls.push(`redirect ${to}`),
  });
  return { calls, handler };
}

describe('createUnauthorizedHandler', () => {
  it('clears the session and goes to /login on a 401, passing the error on', async () => {
    const { calls, handler } = setup('/dashboard');
    const error = httpError(401);
    await expect(handler(error)).rejects.toBe(error);
    expect(calls).toEqual(['clear', 'redirect /login']);
  });

  it('clears but does not reload /login when already there', async () => {
    const { calls, handler } = setup('/login');
    await expect(handler(httpError(401))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['clear']);
  });

  it.each([400, 403, 404, 500, 503])('leaves the session alone on %i', async (status) => {
    const { calls, handler } = setup('/dashboard');
    await expect(handler(httpError(status))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('leaves the session alone on a network error without a response', async () => {
    const { calls, handler } = setup('/dashboard');
    await expect(handler(ApiError.network())).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('ends the session on a 401 for a call sent with the current token', async () => {
    const { calls, handler } = setup('/dashboard', 'current');
    await expect(handler(httpError(401), {}, authHeaders('current'))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['clear', 'redirect /login']);
  });

  it('keeps the new session on a 401 for a call sent with a token replaced meanwhile (a password change)', async () => {
    const { calls, handler } = setup('/account', 'new');
    await expect(handler(httpError(401), {}, authHeaders('old'))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });

  it('ignores a 401 on a call that asked to skip the redirect', async () => {
    const { calls, handler } = setup('/');
    await expect(handler(httpError(401), { skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });
});

describe('authHeaders', () => {
  it('sends the token both as Bearer and as x-auth-token', () => {
    expect(authHeaders('abc.def')).toEqual({ Authorization: 'Bearer abc.def', 'x-auth-token': 'abc.def' });
  });

  it('sends nothing without a token', () => {
    expect(authHeaders(null)).toEqual({});
  });
});
