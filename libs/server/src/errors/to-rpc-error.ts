import {
  DomainException,
  ErrorCode,
  ERROR_STATUS,
  GENERIC_ERROR_CODES,
  isRpcErrorPayload,
  RpcErrorPayload,
} from '@henesys/contracts';
import { HttpException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/** A plain HttpException names no rule: it gets its status's generic code. */
const CODE_BY_STATUS = new Map<number, ErrorCode>(GENERIC_ERROR_CODES.map((code) => [ERROR_STATUS[code], code]));

/**
 * Turns anything a handler threw into the one wire shape. Unknown errors become a 500 whose
 * errorId is returned to the caller and passed to `logUnexpected`, so the two can be matched.
 */
export function toRpcErrorPayload(
  error: unknown,
  logUnexpected: (errorId: string, error: unknown) => void,
): RpcErrorPayload {
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
  if (isLostDatabaseConnection(error) || isTransientConflict(error))
    return { statusCode: 503, code: ErrorCode.ServiceUnavailable, message: DATABASE_UNAVAILABLE, errorId };
  return { statusCode: 500, code: ErrorCode.Internal, message: 'Internal server error', errorId };
}

const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * A query cut off because the database connection was lost: ended by the server (SQLSTATE class 08,
 * 57P01-57P03: terminated, restarting), refused, or already discarded by pg or TypeORM for that
 * reason. Temporary, and a retry gets a new connection: a 503, not a 500 (still logged with its id).
 */
function isLostDatabaseConnection(error: unknown): boolean {
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError)
    return true;
  const cause = driverCause(error);
  return (
    /^(08|57P0[1-3]$|ECONNREFUSED$|ECONNRESET$)/.test(cause.code) ||
    /Connection terminated|not queryable/.test(cause.message)
  );
}

/** A transaction Postgres rolled back to break a deadlock (40P01) or a serialization conflict (40001): nothing applied, a retry may pass. */
function isTransientConflict(error: unknown): boolean {
  return /^(40P01|40001)$/.test(driverCause(error).code);
}

function driverCause(error: unknown): { code: string; message: string } {
  const cause = (error instanceof QueryFailedError ? error.driverError : error) as {
    code?: unknown;
    message?: unknown;
  } | null;
  return { code: typeof cause?.code === 'string' ? cause.code : '', message: String(cause?.message) };
}

function httpMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : error.message;
}
