import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The id of the request being served, from the gateway's HTTP request through the Redis transport to
 * the service's handler and into the jobs it queues, so every log line of one request can be found.
 */
const storage = new AsyncLocalStorage<string>();

/** What a caller may choose as its own x-request-id; anything else is replaced by a fresh id. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run(requestId, work) : work();
}

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/**
 * pino's mixin: every log line written while serving a request carries its id (unless the logger is
 * the request's own, which has it bound already: pino-http's lines).
 */
export function requestIdMixin(
  _line: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId && logger?.bindings().requestId === undefined ? { requestId } : {};
}

/** Job data carries the id of the request that queued it; the processor logs under the same id. */
export type Traced<T> = T & { requestId?: string };

export function traced<T extends object>(data: T): Traced<T> {
  const requestId = currentRequestId();
  return requestId ? { ...data, requestId } : data;
}

/** Runs a job's processing under the id of the request that queued it (else one naming the job). */
export function runTracedJob<T>(job: { id?: string; data: object }, work: () => T): T {
  const { requestId } = job.data as { requestId?: unknown };
  return runWithRequestId(typeof requestId === 'string' ? requestId : job.id ? `job-${job.id}` : undefined, work);
}

/** The caller's x-request-id when it is a sane token, else a fresh one. */
export function incomingRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** The request's id (incomingRequestId), echoed on the response. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const id = incomingRequestId(req);
  res.setHeader('x-request-id', id);
  return id;
}
