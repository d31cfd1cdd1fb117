import { ApiError } from './api-error';

/** Request option: a 401 on this call must not end the session (e.g. the start-up token check). */
export interface SessionRequestOptions {
  skipAuthRedirect?: boolean;
}

export const LOGIN_PATH = '/login';

export interface UnauthorizedDeps {
  clearSession: () => void;
  /** The session's token now: a 401 for a call sent with another one (replaced meanwhile) ends nothing. */
  currentToken: () => string | null;
  currentPath: () => string;
  redirect: (path: string) => void;
}

/**
 * SPEC §6: a 401 from any call clears the session and sends the browser to /login (unless it is
 * already there). The error is passed on unchanged so the caller still sees it. A call that was sent
 * with an older token (a password change replaces it; the old one is ended) does not end the new session.
 */
export function createUnauthorizedHandler(deps: UnauthorizedDeps) {
  return (
    error: unknown,
    request: SessionRequestOptions = {},
    sentHeaders: Record<string, string> = {},
  ): Promise<never> => {
    const sentToken = sentHeaders[TOKEN_HEADER];
    const replaced = sentToken !== undefined && sentToken !== deps.currentToken();
    if (error instanceof ApiError && error.status === 401 && !request.skipAuthRedirect && !replaced) {
      deps.clearSession();
      if (deps.currentPath() !== LOGIN_PATH) deps.redirect(LOGIN_PATH);
    }
    return Promise.reject(error);
  };
}

const TOKEN_HEADER = 'x-auth-token';

/** The two headers of SPEC §7 that carry the token. */
export function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}`, [TOKEN_HEADER]: token } : {};
}
