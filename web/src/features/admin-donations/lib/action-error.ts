import { serverMessage } from '../../../lib/error-message';

/** SPEC §8: a failed change shows 'Error: {server message}', or the fallback when the server said nothing. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  const message = serverMessage(error);
  return message ? `Error: ${message}` : fallback;
}
