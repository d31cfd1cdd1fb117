import { Logger } from '@nestjs/common';
import { incomingRequestId, RequestLine } from '@henesys/server';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, Server, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { urlHasNul } from '../bootstrap/input-safety';
import { errorReply } from '../errors/http-exception.filter';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { acceptsGzip, bodyFor, CachedHit, PublicAnswers, RequestTarget } from '../public-cache/public-answers';
import type { PublicReadLane } from './public-reads';
import { isPagePath, SpaPage } from './spa-page';

const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';

interface SentAnswer {
  request: IncomingMessage;
  requestId: string;
  /** The metrics label: the route pattern that filled the cache, or `unmatched` for the page. */
  route: string;
  started: bigint;
}

/**
 * Answers, before Express, the GETs every visitor makes alike: a public API answer the cache already
 * holds (filled by a full request that passed the route's guards and validation), a miss of a public
 * read (PublicReadLane: the same rate limit, validation and handler, without the framework's
 * per-request pipeline) and the SPA's page. Express, helmet and Nest's pipeline cost about three
 * quarters of a cached answer's time (bench/load) and most of the gateway's part of an uncached page
 * (bench/path); here it is a lookup and one write, with the same headers those middlewares would have
 * set. A cross-origin request (it carries Origin) is left to Express for its CORS headers, as is any
 * other route.
 */
export class FrontDoor {
  private readonly logger = new Logger('HttpErrorFilter');
  private readonly jsonHeaders: OutgoingHttpHeaders;
  private readonly pageHeaders: OutgoingHttpHeaders;

  constructor(
    private readonly answers: PublicAnswers,
    private readonly page: SpaPage,
    private readonly metrics: GatewayMetrics,
    fixedHeaders: OutgoingHttpHeaders,
    /** Writes the access-log line Express's logger would have written, when lines are written. */
    private readonly requestLog?: (line: RequestLine) => void,
    private readonly reads?: PublicReadLane,
  ) {
    const vary = [fixedHeaders.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    this.jsonHeaders = { ...fixedHeaders, vary, 'content-type': JSON_TYPE };
    this.pageHeaders = { ...fixedHeaders, vary, 'content-type': HTML_TYPE, 'cache-control': 'no-cache' };
  }

  /** Answers the request from memory when it can; false leaves it to Express. */
  async answer(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (request.method !== 'GET' || request.headers.origin !== undefined || carriesBody(request)) return false;
    const started = process.hrtime.bigint();
    const url = request.url ?? '/';
    // Express refuses a NUL anywhere in the URL with its message (refuseUnsafeInput).
    if (urlHasNul(url)) return false;
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    if (isPagePath(path)) return this.sendPage(request, response, started);
    const target = { path, query: mark === -1 ? {} : parseQuery(url.slice(mark + 1)) };
    const hit = await this.answers.lookUp(request, target);
    const requestId = incomingRequestId(request);
    if (hit) {
      this.sendAnswer(request, response, hit, requestId, started);
      return true;
    }
    return this.reads ? this.sendRead(this.reads, request, response, target, requestId, started) : false;
  }

  /**
   * A public read's miss: its answer once loaded, or its error as the exception filter writes it;
   * false (nothing written) when it is no public read or nothing may be cached now (Redis cannot say
   * the data's version), which Express then answers uncached.
   */
  private async sendRead(
    reads: PublicReadLane,
    request: IncomingMessage,
    response: ServerResponse,
    target: RequestTarget,
    requestId: string,
    started: bigint,
  ): Promise<boolean> {
    try {
      const read = await reads.answer(request, response, target, requestId);
      if (read) this.sendAnswer(request, response, read, requestId, started);
      return read !== undefined;
    } catch (error) {
      const { status, body, retryAfterSeconds } = errorReply(error, this.logger);
      const json = Buffer.from(JSON.stringify(body));
      const headers: OutgoingHttpHeaders = {
        ...this.jsonHeaders,
        'x-request-id': requestId,
        'content-length': json.length,
      };
      if (retryAfterSeconds) headers['retry-after'] = String(retryAfterSeconds);
      this.send(response, status, headers, json, { request, requestId, route: target.path, started });
      return true;
    }
  }

  private sendAnswer(
    request: IncomingMessage,
    response: ServerResponse,
    hit: CachedHit,
    requestId: string,
    started: bigint,
  ): void {
    const { body, gzipped } = bodyFor(request, hit.answer);
    const headers: OutgoingHttpHeaders = {
      ...this.jsonHeaders,
      'x-request-id': requestId,
      'content-length': body.length,
    };
    if (gzipped) headers['content-encoding'] = 'gzip';
    if (hit.path.cacheControl) headers['cache-control'] = hit.path.cacheControl;
    this.send(response, 200, headers, body, { request, requestId, route: hit.path.route, started });
  }

  private sendPage(request: IncomingMessage, response: ServerResponse, started: bigint): boolean {
    const copy = this.page.current();
    if (!copy) return false;
    const requestId = incomingRequestId(request);
    const headers: OutgoingHttpHeaders = {
      ...this.pageHeaders,
      'x-request-id': requestId,
      etag: copy.etag,
      'last-modified': copy.lastModified,
    };
    if (request.headers['if-none-match'] === copy.etag) {
      this.send(response, 304, headers, undefined, { request, requestId, route: 'unmatched', started });
      return true;
    }
    const gzipped = acceptsGzip(request);
    const body = gzipped ? copy.gzipped : copy.html;
    if (gzipped) headers['content-encoding'] = 'gzip';
    this.send(response, 200, { ...headers, 'content-length': body.length }, body, {
      request,
      requestId,
      route: 'unmatched',
      started,
    });
    return true;
  }

  /**
   * Writes the answer, counts it as the metrics middleware would (by route pattern, timed from the
   * first byte) and logs it as the request logger would.
   */
  private send(
    response: ServerResponse,
    status: number,
    headers: OutgoingHttpHeaders,
    body: Buffer | undefined,
    sent: SentAnswer,
  ): void {
    response.writeHead(status, headers);
    response.end(body, () => {
      const seconds = Number(process.hrtime.bigint() - sent.started) / 1e9;
      this.metrics.httpDuration.observe({ method: 'GET', route: sent.route, status_code: String(status) }, seconds);
      this.requestLog?.({
        requestId: sent.requestId,
        req: sent.request,
        res: response,
        responseTime: Math.round(seconds * 1000),
      });
    });
  }
}

/** A GET with a body is left to Express, whose body checks (depth, NUL) run on every route. */
const carriesBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Puts the front door before Express on the gateway's HTTP server. */
export function installFrontDoor(server: Server, frontDoor: FrontDoor): void {
  const framework = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    frontDoor.answer(request, response).then(
      (answered) => answered || framework(request, response),
      () => framework(request, response),
    );
  });
}
