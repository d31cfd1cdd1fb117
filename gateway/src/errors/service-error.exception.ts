import { HttpException } from '@nestjs/common';
import type { RpcErrorPayload } from '@henesys/contracts';

/** A service's refusal, carried to the HTTP answer with its status, code and message. */
export class ServiceErrorException extends HttpException {
  constructor(readonly payload: RpcErrorPayload) {
    super(
      { message: payload.message, code: payload.code, ...(payload.errorId ? { errorId: payload.errorId } : {}) },
      payload.statusCode,
    );
  }
}
