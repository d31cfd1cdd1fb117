import { ApiError } from './api-error';

/** Request option: a 401 on this call must not end the session (e.g. the start-up token check). */
export interface SessionRequestOptions {
  skipAuthRedirect?: boolean;
}

export const LOGIN_PATH = '/login';

export interface UnauthorizedDeps {
  clearSession: () => void;
  currentPath: () => string;
  redirect: (path: string) => void;
}

/**
 * SPEC §6: a 401 from any call clears the session and sends the browser to /login (unless it is
 * already there). The error is passed on unchanged so the caller still sees it.
 */
export function createUnauthorizedHandler(deps: UnauthorizedDeps) {
  return (error: unknown, request: SessionRequestOptions = {}): Promise<never> => {
    if (error instanceof ApiError && error.status === 401 && !request.skipAuthRedirect) {
      deps.clearSession();
      if (deps.currentPath() !== LOGIN_PATH) deps.redirect(LOGIN_PATH);
    }
    return Promise.reject(error);
  };
}

/** The two headers of SPEC §7 that carry the token. */
export function authHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}`, 'x-auth-token': token } : {};
}
