import { errorText, serverMessage } from '../../../lib/error-message';

/** The server's message when it sent one (SPEC §8), else what failed and why. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? `${fallback}: ${errorText(error)}`;
}
