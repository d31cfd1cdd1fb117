import { EventEmitter } from 'node:events';

/** One HTTP request of the load, built per call so that writes can carry data of their own. */
export interface LoadRequest {
  method?: string;
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What the load sends on one route, and optionally right after each answer (a cancel after a submit, say). */
export interface LoadRoute {
  /** The route's name in answers and summaries. */
  name: string;
  /** The request of the route's n-th call (n from 0). */
  request: LoadRequest | ((n: number) => LoadRequest);
  /** Sent as soon as an answer came; recorded under its own name. Undefined: nothing to send. */
  followUp?: { name: string; request: (answer: LoadAnswer) => LoadRequest | undefined };
}

/** One answer as the caller saw it. */
export interface LoadAnswer {
  route: string;
  n: number;
  request: LoadRequest;
  /** The HTTP status, or 0 when none came (connection refused, or the load's own timeout). */
  status: number;
  /** The parsed JSON body, when the answer was JSON. */
  body: unknown;
  json: boolean;
  /** Why no HTTP answer came. */
  error?: string;
  sentAt: number;
  ms: number;
}

export interface RouteSummary {
  sent: number;
  /** Answers per status, e.g. { '200': 96, '503': 12 }; '0' is no answer. */
  statuses: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface LoadSummary {
  sent: number;
  durationMs: number;
  routes: Record<string, RouteSummary>;
}

export interface LoadOptions {
  baseUrl: string;
  routes: LoadRoute[];
  /** Requests started per second over all routes, taken in turn (follow-ups come on top). */
  perSecond: number;
  /** A request with no answer after this long is recorded as status 0 ("timeout"). */
  timeoutMs?: number;
}

const TICK_MS = 10;

/** The body when it is JSON and says so; null otherwise. */
function parseJson(text: string, contentType: string | null): unknown {
  if (!contentType?.includes('application/json')) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** The latency (ms) that `fraction` of the answers stay within, e.g. 0.95 for the p95. */
export function latencyPercentile(answers: LoadAnswer[], fraction: number): number {
  return percentile(
    answers.map((answer) => answer.ms).sort((a, b) => a - b),
    fraction,
  );
}

/**
 * A steady load: `perSecond` requests a second against a list of routes in turn, paced by the clock
 * (a slow answer never slows the load down), every answer kept with its status and latency.
 */
export class LoadDriver {
  readonly answers: LoadAnswer[] = [];
  private readonly events = new EventEmitter();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly calls = new Map<string, number>();
  private timer?: NodeJS.Timeout;
  private startedAt = 0;
  private stoppedAt = 0;
  private started = 0;

  constructor(private readonly options: LoadOptions) {
    this.events.setMaxListeners(100);
  }

  static start(options: LoadOptions): LoadDriver {
    return new LoadDriver(options).start();
  }

  start(): this {
    this.startedAt = Date.now();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    return this;
  }

  /** Stops sending, waits for the answers still due, and sums everything up. */
  async stop(): Promise<LoadSummary> {
    clearInterval(this.timer);
    this.stoppedAt ||= Date.now();
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    return this.summary();
  }

  /** Per route: how many were sent, their statuses and latencies (of the answers `filter` keeps). */
  summary(filter: (answer: LoadAnswer) => boolean = () => true): LoadSummary {
    const routes: Record<string, RouteSummary> = {};
    const kept = this.answers.filter(filter);
    for (const name of new Set(kept.map((answer) => answer.route))) {
      const mine = kept.filter((answer) => answer.route === name);
      const statuses: Record<string, number> = {};
      for (const answer of mine) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      routes[name] = {
        sent: mine.length,
        statuses,
        p50Ms: latencyPercentile(mine, 0.5),
        p95Ms: latencyPercentile(mine, 0.95),
        maxMs: latencyPercentile(mine, 1),
      };
    }
    return { sent: kept.length, durationMs: (this.stoppedAt || Date.now()) - this.startedAt, routes };
  }

  /** The first answer on `route`, sent at or after `since`, that `match` accepts: already in, or awaited up to `timeoutMs`. */
  waitFor(
    route: string,
    match: (answer: LoadAnswer) => boolean,
    since: number,
    timeoutMs: number,
  ): Promise<LoadAnswer> {
    const accepts = (answer: LoadAnswer) => answer.route === route && answer.sentAt >= since && match(answer);
    const found = this.answers.find(accepts);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const onAnswer = (answer: LoadAnswer) => {
        if (!accepts(answer)) return;
        clearTimeout(timer);
        this.events.off('answer', onAnswer);
        resolve(answer);
      };
      const timer = setTimeout(() => {
        this.events.off('answer', onAnswer);
        reject(
          new Error(
            `No matching answer on ${route} within ${timeoutMs} ms; last: ${JSON.stringify(this.answers.filter((answer) => answer.route === route).slice(-3))}`,
          ),
        );
      }, timeoutMs);
      this.events.on('answer', onAnswer);
    });
  }

  /** Starts every request due by now, so the rate holds even when the event loop lags. */
  private tick(): void {
    const due = Math.floor(((Date.now() - this.startedAt) * this.options.perSecond) / 1000);
    for (; this.started < due; this.started += 1) {
      const route = this.options.routes[this.started % this.options.routes.length];
      const n = this.calls.get(route.name) ?? 0;
      this.calls.set(route.name, n + 1);
      this.track(this.send(route, n));
    }
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async send(route: LoadRoute, n: number): Promise<void> {
    const answer = await this.call(
      route.name,
      n,
      typeof route.request === 'function' ? route.request(n) : route.request,
    );
    const next = route.followUp?.request(answer);
    if (route.followUp && next) await this.call(route.followUp.name, n, next);
  }

  private async call(route: string, n: number, request: LoadRequest): Promise<LoadAnswer> {
    const sentAt = Date.now();
    const headers = {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...request.headers,
    };
    let answer: LoadAnswer;
    try {
      const response = await fetch(`${this.options.baseUrl}${request.path}`, {
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      const body = parseJson(await response.text(), response.headers.get('content-type'));
      answer = {
        route,
        n,
        request,
        status: response.status,
        body: body ?? undefined,
        json: body !== null,
        sentAt,
        ms: Date.now() - sentAt,
      };
    } catch (error) {
      answer = {
        route,
        n,
        request,
        status: 0,
        body: undefined,
        json: false,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        sentAt,
        ms: Date.now() - sentAt,
      };
    }
    this.answers.push(answer);
    this.events.emit('answer', answer);
    return answer;
  }
}
