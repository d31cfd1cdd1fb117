import { HttpException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, ERROR_STATUS, isRpcErrorPayload, RpcErrorPayload } from '@henesys/contracts';
import { randomUUID } from 'node:crypto';
import { DomainException } from './domain.exception';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/**
 * Turns anything a handler threw into the one wire shape. Unknown errors become a 500 whose
 * errorId is returned to the caller and passed to `logUnexpected`, so the two can be matched.
 */
export function toRpcErrorPayload(error: unknown, logUnexpected: (errorId: string, error: unknown) => void): RpcErrorPayload {
  if (error instanceof DomainException) return error.toPayload();
  if (error instanceof RpcException) {
    const inner = error.getError();
    if (isRpcErrorPayload(inner)) return inner;
    if (typeof inner === 'string') return { statusCode: 400, code: ErrorCode.ValidationFailed, message: inner };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    return { statusCode, code: CODE_BY_STATUS.get(statusCode) ?? ErrorCode.Internal, message: httpMessage(error) };
  }
  const errorId = randomUUID();
  logUnexpected(errorId, error);
  return { statusCode: 500, code: ErrorCode.Internal, message: 'Internal server error', errorId };
}

function httpMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : error.message;
}
