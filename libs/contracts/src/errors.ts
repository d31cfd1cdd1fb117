/** Error codes that cross the transport inside RpcException({ statusCode, code, message }). */
export enum ErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  TooManyRequests = 'TOO_MANY_REQUESTS',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  ServiceTimeout = 'SERVICE_TIMEOUT',
  Internal = 'INTERNAL',
}

export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCode.ValidationFailed]: 400,
  [ErrorCode.Unauthorized]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.Internal]: 500,
  [ErrorCode.ServiceUnavailable]: 503,
  [ErrorCode.ServiceTimeout]: 504,
};

/** The shape every service error has on the wire. */
export interface RpcErrorPayload {
  statusCode: number;
  code: ErrorCode | string;
  message: string;
  /** Present on 500s: the id also written to the service's log. */
  errorId?: string;
  /** Present on some 429s: the gateway sends it as the Retry-After header. */
  retryAfterSeconds?: number;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RpcErrorPayload>;
  return typeof candidate.statusCode === 'number' && typeof candidate.message === 'string';
}
