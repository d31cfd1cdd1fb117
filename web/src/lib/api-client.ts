import { env } from '../config/env';
import { createRouteCaller } from './api-routes';
import { createApiClient } from './fetch-client';
import { clearToken, getToken } from './token-storage';
import { authHeaders, createUnauthorizedHandler } from './unauthorized-handler';
import { API_TIMEOUT_MS } from '../config/ui-timings';

/** The one HTTP client of the web app (SPEC §7): base /api, 30 s timeout, token headers, 401 handling. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  timeoutMs: API_TIMEOUT_MS,
  headers: () => authHeaders(getToken()),
  onError: createUnauthorizedHandler({
    clearSession: clearToken,
    currentToken: getToken,
    currentPath: () => window.location.pathname,
    redirect: (path) => window.location.assign(path),
  }),
});

/** The gateway's routes, typed from the contracts' route map (see ./api-routes.ts). */
export const callApi = createRouteCaller(api);
