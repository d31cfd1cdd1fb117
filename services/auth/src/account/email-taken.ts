import { ErrorCode, MESSAGES } from '@henesys/contracts';
import { DomainException } from '@henesys/server';
import { QueryFailedError } from 'typeorm';

/** Another account has that email (the unique key said so): 409 with the spec's message; anything else as it was. */
export function emailTakenOr(error: unknown): never {
  const constraint = error instanceof QueryFailedError ? (error.driverError as { constraint?: string }).constraint : undefined;
  throw constraint === 'users_email_key' ? new DomainException(ErrorCode.Conflict, MESSAGES.emailTaken) : error;
}
