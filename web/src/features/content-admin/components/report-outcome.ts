import { failureText } from '../lib/failure';
import type { Report } from './feedback';

/** A mutation's callbacks that tell the admin how it went: its success line, or the server's reason. */
export function reportOutcome<T>(report: Report, success: (answer: T) => string, failure: string) {
  return {
    onSuccess: (answer: T) => report('success', success(answer)),
    onError: (error: unknown) => report('error', failureText(error, failure)),
  };
}
