/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; defaults to `/api` on the site's own host. */
  readonly VITE_API_BASE_URL?: string;
  /** Invite link of the chat community (Discord). */
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
