import type { ErrorRequestHandler, RequestHandler } from 'express';

/**
 * Deeper than any body the API takes (the vote site's batch is 4 levels). class-transformer and the
 * Redis transport's JSON.stringify recurse: a body 5,000 levels deep overflowed the stack (a 500, or
 * the gateway process died on an unauthenticated pingback).
 */
export const MAX_INPUT_DEPTH = 32;

/** PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it (a 500). */
const NUL = '\u0000';

interface ParserError {
  status?: unknown;
  type?: unknown;
  message?: unknown;
}

/** Whether a request's URL (path or query) carries a NUL: refused by refuseUnsafeInput, left to it by the front door. */
export const urlHasNul = (url: string): boolean => url.includes('%00');

/** Whether a parsed body nests deeper than `limit` or holds a NUL in a key or a string (walked without recursion). */
export function unsafeValue(value: unknown, limit = MAX_INPUT_DEPTH): 'depth' | 'nul' | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current === 'string' && current.includes(NUL)) return 'nul';
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return 'depth';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes(NUL)) return 'nul';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** Refuses, with 400 and a message, bodies nested too deeply and NUL characters in the body, path or query. */
export function refuseUnsafeInput(): RequestHandler {
  return (request, response, next) => {
    const problem = urlHasNul(request.originalUrl) ? 'nul' : unsafeValue(request.body);
    if (!problem) {
      next();
      return;
    }
    const message =
      problem === 'nul'
        ? 'The request must not contain NUL characters.'
        : `The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;
    response.status(400).json({ message });
  };
}

/** The Content-Encodings body-parser can undo (zstd needs a newer Node than this one). */
export const SUPPORTED_CONTENT_ENCODINGS = ['gzip', 'deflate', 'br'];

/** body-parser's refusal as the API's message, or null when it is not one of body-parser's 4xx. */
export function parserRefusal(
  error: ParserError | undefined,
  contentEncoding: string | undefined,
  bodyLimit: string,
): { status: number; message: string } | null {
  const { status, type } = error ?? {};
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  const encoding = (contentEncoding ?? 'identity').toLowerCase();
  // A decompression stream's own error (bad header, truncated, corrupt) carries no body-parser type.
  if (type === undefined && status === 400 && encoding !== 'identity')
    return { status, message: `The request body is not valid ${encoding} data.` };
  if (typeof type !== 'string') return null;
  if (status === 413) return { status, message: `The request body is larger than ${bodyLimit}.` };
  if (type === 'entity.parse.failed') return { status, message: 'The request body is not valid JSON.' };
  if (type === 'encoding.unsupported')
    return {
      status,
      message: `Content-Encoding ${encoding} is not supported: send ${SUPPORTED_CONTENT_ENCODINGS.join(', ')} or none.`,
    };
  return { status, message: String(error?.message) };
}

/**
 * body-parser's own refusals (malformed JSON or compressed data 400, too large 413, unsupported
 * charset or encoding 415) answered as the API's JSON here: further down, ServeStaticModule's error
 * handler turns every /api error into a 404.
 */
export function bodyParserErrors(bodyLimit: string): ErrorRequestHandler {
  return (error: ParserError, request, response, next) => {
    const refusal = parserRefusal(error, request.headers['content-encoding'], bodyLimit);
    if (!refusal) {
      next(error);
      return;
    }
    response.status(refusal.status).json({ message: refusal.message });
  };
}
