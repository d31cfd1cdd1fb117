import { DomainException, ErrorCode, MESSAGES, RpcErrorPayload } from '@henesys/contracts';

/** A 429 that says when to come back: the gateway turns `retryAfterSeconds` into the Retry-After header. */
export class RetryLaterException extends DomainException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.tooManyAttempts,
  ) {
    super(ErrorCode.TooManyRequests, message);
  }

  toPayload(): RpcErrorPayload {
    return { ...super.toPayload(), retryAfterSeconds: this.retryAfterSeconds };
  }
}
