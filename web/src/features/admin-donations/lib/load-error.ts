import { ApiError } from '../../../lib/api-error';
import { ADMIN_DONATION_MESSAGES as M } from './messages';

/** Thrown before any request when no session token is stored (another tab logged out, storage cleared). */
export class MissingTokenError extends Error {
  constructor() {
    super(M.tokenMissing);
    this.name = 'MissingTokenError';
  }
}

/** Thrown when the list answer is not the `{ donations, pagination }` the page reads. */
export class UnreadableAnswerError extends Error {
  constructor(readonly status: number) {
    super(`Unreadable donation list (HTTP ${status})`);
    this.name = 'UnreadableAnswerError';
  }
}

export interface LoadFailure {
  message: string;
  /** The message asks the admin to log in again: the page offers a button for it. */
  needsLogin: boolean;
}

/**
 * SPEC §8 'Admin donations': what the page says when the list could not be loaded. A status means the
 * server answered (403, 401, any other); no response means the network or a timeout failed.
 */
export function loadFailure(error: unknown): LoadFailure {
  if (error instanceof MissingTokenError) return { message: M.tokenMissing, needsLogin: true };
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 403) return { message: M.accessDenied, needsLogin: false };
    if (status === 401) return { message: M.authenticationFailed, needsLogin: true };
    if (status !== null) return { message: M.loadFailed(status), needsLogin: false };
    return { message: M.noConnection, needsLogin: false };
  }
  // The server answered 200 with something else (a proxy's page, a half-deployed gateway).
  if (error instanceof UnreadableAnswerError) return { message: M.loadFailed(error.status), needsLogin: false };
  // Anything else never got an answer the page could use.
  return { message: M.noConnection, needsLogin: false };
}
