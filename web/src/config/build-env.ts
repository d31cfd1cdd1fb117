/**
 * Turns raw build-time variables into the web app's configuration, with defaults.
 * Kept free of `import.meta` so it can be unit-tested; only ./env.ts reads `import.meta.env`.
 */
export interface WebEnv {
  /** Base of every API call, without a trailing slash (e.g. `/api`). */
  apiBaseUrl: string;
  communityUrl: string;
}

export interface RawWebEnv {
  VITE_API_BASE_URL?: string;
  VITE_COMMUNITY_URL?: string;
}

export const DEFAULT_WEB_ENV: WebEnv = {
  apiBaseUrl: '/api',
  communityUrl: 'https://discord.gg/henesys',
};

function valueOr(raw: string | undefined, fallback: string): string {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : fallback;
}

export function buildEnv(raw: RawWebEnv): WebEnv {
  const apiBaseUrl = valueOr(raw.VITE_API_BASE_URL, DEFAULT_WEB_ENV.apiBaseUrl).replace(/\/+$/, '');
  return {
    apiBaseUrl: apiBaseUrl || DEFAULT_WEB_ENV.apiBaseUrl,
    communityUrl: valueOr(raw.VITE_COMMUNITY_URL, DEFAULT_WEB_ENV.communityUrl),
  };
}
