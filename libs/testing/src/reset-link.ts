/** The token of the reset link in a recovery mail (`/reset-password#token=<token>`), or undefined. */
export function resetTokenIn(mailText: string): string | undefined {
  return /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
}
