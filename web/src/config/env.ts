import { buildEnv } from './build-env';

/** The only module that reads `import.meta.env`; everything else imports `env`. */
export const env = buildEnv({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_COMMUNITY_URL: import.meta.env.VITE_COMMUNITY_URL,
});
