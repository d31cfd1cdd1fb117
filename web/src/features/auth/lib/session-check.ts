import { ApiError } from '../../../lib/api-error';
import { SESSION_CHECK_RETRY_MAX_MS, SESSION_CHECK_RETRY_MS } from '../../../config/ui-timings';

/**
 * Whether a failed start-up profile call means the stored token is no good (SPEC §4: then it is cleared
 * silently): the server refused the request itself (4xx). A server that could not answer (5xx, 408,
 * 429, a timeout, no network) says nothing about the token: a restart or a busy moment must not sign
 * every returning player out, so the check is tried again.
 */
export function refusesSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === null) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** How long to wait before the check's next try (`attempt` 0 is the first retry): 1 s, 2 s, 4 s... up to 10 s. */
export function sessionCheckRetryMs(attempt: number): number {
  return Math.min(SESSION_CHECK_RETRY_MS * 2 ** attempt, SESSION_CHECK_RETRY_MAX_MS);
}
