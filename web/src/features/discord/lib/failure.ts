import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/error-message';

/** An answer that came back 200 without saying it worked; carries the server's message if any. */
export class UnsuccessfulAnswerError extends Error {
  constructor(readonly serverText: string | null) {
    super(serverText ?? 'The server did not confirm the request');
    this.name = 'UnsuccessfulAnswerError';
  }
}

function messageOf(answer: { message?: unknown } | null): string | null {
  return typeof answer?.message === 'string' && answer.message.trim() ? answer.message : null;
}

/** Passes an answer with `success: true` through (SPEC §7 /discord/connection, connect, disconnect, role-status). */
export function requireSuccess<T>(data: T): T {
  const answer = data as { success?: unknown; message?: unknown } | null;
  if (answer?.success === true) return data;
  throw new UnsuccessfulAnswerError(messageOf(answer));
}

/** Passes an answer with `status: 'success'` through (SPEC §7 /discord/claim-early-supporter). */
export function requireStatusSuccess<T>(data: T): T {
  const answer = data as { status?: unknown; message?: unknown } | null;
  if (answer?.status === 'success') return data;
  throw new UnsuccessfulAnswerError(messageOf(answer));
}

export interface FailureTexts {
  /** The server answered without success and said nothing ('Failed to disconnect Discord account'). */
  unsuccessful: string;
  /** The call itself failed ('An error occurred while disconnecting Discord account'). */
  failed: string;
}

/**
 * SPEC §8: the server's message where there is one; otherwise 'unsuccessful' for an answer that
 * did not succeed (a 200 without success, or an HTTP error without a message), 'failed' when no
 * answer came at all.
 */
export function failureText(error: unknown, texts: FailureTexts): string {
  if (error instanceof UnsuccessfulAnswerError) return error.serverText ?? texts.unsuccessful;
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  return httpStatusOf(error) === null ? texts.failed : texts.unsuccessful;
}

/** The HTTP status of a failed call, or null when no answer came (network, timeout, other error). */
export function httpStatusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
