import { ApiError } from './api-error';

/** The server's `{ message }` when there is one (SPEC §8: 'Where a server message exists it is shown'). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return null;
}

/** Any thrown value as readable text. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** The server's message when it sent one (SPEC §8), else what failed and why. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? `${fallback}: ${errorText(error)}`;
}
