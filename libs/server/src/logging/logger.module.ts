import { DynamicModule, RequestMethod } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { requestIdMixin, requestIdOf } from '../tracing/request-context';
import { redactSecrets, redactUrl } from './log-redaction';

/** Levels at which pino-http writes a line per request. */
const REQUEST_LINE_LEVELS = ['info', 'debug', 'trace'];

/** Whether a line is written per request at this log level. */
export const writesRequestLines = (level: string): boolean => REQUEST_LINE_LEVELS.includes(level);

/** The line pino-http writes when a request ends, for answers sent without Express. */
export interface RequestLine {
  requestId: string;
  req: IncomingMessage;
  res: ServerResponse;
  responseTime: number;
}

/** Writes `line` as pino-http would have, through its logger (so through the same serializers). */
export function writeRequestLine(
  logger: { info: (fields: object, message: string) => void },
  { requestId, req, res, responseTime }: RequestLine,
): void {
  logger.info({ requestId, req: Object.assign(req, { id: requestId }), res, responseTime }, 'request completed');
}

/**
 * Structured JSON logs (pino), one `process` field naming who wrote the line. pino-http runs only
 * when its request lines are written: it binds a child logger to every request whatever the level,
 * which cost the gateway about a third of its throughput at LOG_LEVEL=warn (bench/load).
 */
export function loggerModule(processName: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    forRoutes: writesRequestLines(level) ? [{ path: '{*path}', method: RequestMethod.ALL }] : [],
    pinoHttp: {
      level,
      base: { process: processName },
      mixin: requestIdMixin,
      genReqId: (req, res) => requestIdOf(req, res),
      customProps: (req) => ({ requestId: req.id }),
      // What a request line needs, not every header: pino serialises a request's bindings as soon as
      // the request arrives, whatever the level, so a lean serializer is cheaper on every request
      // (and leaves no secret header to redact).
      serializers: {
        req: requestSummary,
        res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
        err: errorSummary,
      },
      autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
      // Every line of the process, whoever wrote it, as it is written.
      hooks: { streamWrite: redactSecrets },
    },
  });
}

function requestSummary(req: IncomingMessage & { id?: unknown }): Record<string, unknown> {
  return { id: req.id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.socket?.remoteAddress };
}

/** An error's own story, not the extras libraries hang on it (a failed query's parameters, a client's request and headers). */
function errorSummary({
  type,
  message,
  stack,
  code,
  status,
  statusCode,
}: Record<string, unknown>): Record<string, unknown> {
  return { type, message, stack, code, status, statusCode };
}
