/**
 * The token of a mailed link, carried in the URL fragment (`#token=...`): a browser never sends the
 * fragment, so the token stays out of server, proxy and referrer logs. Null when there is none.
 */
export function tokenFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}
