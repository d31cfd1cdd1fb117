import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { ServiceErrorException } from './service-error.exception';

/** Every error leaves the gateway as JSON with a string `message`; a 500 carries an id that is in the log. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof HttpException) {
      // A service's 429 (the per-account login backoff) says when to come back, as the rate limits do.
      const retryAfter = exception instanceof ServiceErrorException ? exception.payload.retryAfterSeconds : undefined;
      if (retryAfter) response.setHeader('Retry-After', String(retryAfter));
      response.status(exception.getStatus()).json(toBody(exception));
      return;
    }
    const status = httpStatusOf(exception);
    if (status) {
      response.status(status).json({ message: (exception as Error).message });
      return;
    }
    const errorId = randomUUID();
    this.logger.error({ errorId, err: exception }, `Unexpected error ${errorId}`);
    response.status(500).json({ message: 'Internal server error', errorId });
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
