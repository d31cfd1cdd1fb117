import axios from 'axios';
import { API_TIMEOUT_MS } from '@henesys/contracts';
import { env } from '../config/env';
import { clearToken, getToken } from './token-storage';
import { authHeaders, createUnauthorizedHandler } from './unauthorized-handler';

/** The one HTTP client of the web app (SPEC §7): base /api, 30 s timeout, token headers, 401 handling. */
export const api = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

api.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(authHeaders(getToken()))) config.headers.set(name, value);
  return config;
});

api.interceptors.response.use(
  (response) => response,
  createUnauthorizedHandler({
    clearSession: clearToken,
    currentPath: () => window.location.pathname,
    redirect: (path) => window.location.assign(path),
  }),
);
