import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/error-message';
import { VOTE_MESSAGES } from './messages';

/**
 * The message for a failed check (SPEC §8): the server's own for a refused request (400 blank
 * username, 404 unknown account, 429 too many tries); the fixed fallback for a network failure,
 * a timeout, a 5xx or an answer that cannot be read.
 */
export function voteErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : null;
  if (status !== null && status >= 400 && status < 500) return serverMessage(error) ?? VOTE_MESSAGES.checkFailed;
  return VOTE_MESSAGES.checkFailed;
}
