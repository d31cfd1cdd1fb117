import { serverMessage } from '../../../lib/error-message';

/** An answer that came back 200 but without `success: true`; carries the server's message if any. */
export class UnsuccessfulAnswerError extends Error {
  constructor(readonly serverText: string | null) {
    super(serverText ?? 'The server did not confirm the change');
    this.name = 'UnsuccessfulAnswerError';
  }
}

/** Passes an answer with `success: true` through; anything else becomes an UnsuccessfulAnswerError. */
export function requireSuccess<T>(data: T): T {
  const answer = data as { success?: unknown; message?: unknown } | null;
  if (answer?.success === true) return data;
  const text = typeof answer?.message === 'string' && answer.message.trim() ? answer.message : null;
  throw new UnsuccessfulAnswerError(text);
}

export interface FailureTexts {
  /** When the server answered without success and said nothing ('Failed to update profile'). */
  unsuccessful?: string;
  /** When the call failed ('An error occurred while updating your profile'). */
  failed: string;
}

/** SPEC §8: the server's message where there is one, otherwise the fallback for the kind of failure. */
export function failureMessage(error: unknown, texts: FailureTexts): string {
  if (error instanceof UnsuccessfulAnswerError) return error.serverText ?? texts.unsuccessful ?? texts.failed;
  return serverMessage(error) ?? texts.failed;
}
