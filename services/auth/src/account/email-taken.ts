import { ErrorCode, MESSAGES, DomainException } from '@henesys/contracts';
import { EmailTaken } from '../users/users.repository';

/** Another account has that email (the unique key said so): 409 with the spec's message; anything else as it was. */
export function emailTakenOr(error: unknown): never {
  throw error instanceof EmailTaken ? new DomainException(ErrorCode.EmailTaken, MESSAGES.emailTaken) : error;
}
