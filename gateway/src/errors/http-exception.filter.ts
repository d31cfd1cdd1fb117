import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { ServiceErrorException } from './service-error.exception';

/** What the caller gets for an error: its status, JSON body and, for a 429 that says so, when to come back. */
export interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/**
 * Every error leaves the gateway as JSON with a string `message`; a 500 carries an id that is in the
 * log. One rule for the Nest routes (HttpErrorFilter) and the front door's public reads.
 */
export function errorReply(exception: unknown, logger: Logger): ErrorReply {
  if (exception instanceof HttpException) {
    // A service's 429 (the per-account login backoff) says when to come back, as the rate limits do.
    const retryAfterSeconds =
      exception instanceof ServiceErrorException ? exception.payload.retryAfterSeconds : undefined;
    return { status: exception.getStatus(), body: toBody(exception), retryAfterSeconds };
  }
  const status = httpStatusOf(exception);
  if (status) return { status, body: { message: (exception as Error).message } };
  const errorId = randomUUID();
  logger.error({ errorId, err: exception }, `Unexpected error ${errorId}`);
  return { status: 500, body: { message: 'Internal server error', errorId } };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, retryAfterSeconds } = errorReply(exception, this.logger);
    if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(status).json(body);
  }
}

function toBody(exception: HttpException): Record<string, unknown> {
  const raw = exception.getResponse();
  if (typeof raw === 'string') return { message: raw };
  const { message, statusCode: _statusCode, error: _error, ...rest } = raw as Record<string, unknown>;
  if (Array.isArray(message)) return { ...rest, message: String(message[0]), errors: message };
  return { ...rest, message: typeof message === 'string' ? message : exception.message };
}

/** Errors from body parsing (too large, malformed JSON) carry their 4xx status on the error itself. */
function httpStatusOf(exception: unknown): number | undefined {
  const status = (exception as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
