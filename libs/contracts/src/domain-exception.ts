import { ERROR_STATUS, ErrorCode, RpcErrorPayload } from './errors';

/** A refusal a caller should see: its code decides the HTTP status, its message is shown as is. */
export class DomainException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number = ERROR_STATUS[code],
  ) {
    super(message);
    this.name = 'DomainException';
  }

  toPayload(): RpcErrorPayload {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}
