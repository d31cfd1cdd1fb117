/**
 * Where the session token lives: localStorage under 'henesys.token'.
 *
 * Why localStorage and not an httpOnly cookie: the session must survive reloads and be shared by
 * tabs; the API of SPEC §7 expects the token in the `Authorization: Bearer` and `x-auth-token`
 * headers, so JavaScript has to read it (never in a URL: the Discord popup asks for its address by POST).
 * The cost is that a successful XSS could read it; that risk is handled by the gateway's strict
 * Content-Security-Policy (script-src 'self'), React's escaping of all text, and sanitised article HTML.
 */
export const TOKEN_STORAGE_KEY = 'henesys.token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function notify(token: string | null): void {
  listeners.forEach((listener) => listener(token));
}

export function getToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // The session then lasts until the page is closed; nothing else to do.
  }
  notify(token);
}

export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
  notify(null);
}

/**
 * Calls `listener` whenever the token is set or cleared, in this tab (setToken, clearToken) or in
 * another tab (the 'storage' event). Returns the unsubscribe function.
 */
export function subscribeToToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener(getToken());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
