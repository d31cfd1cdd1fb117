import { TestSystem } from '@henesys/testing';

export interface RawRequest {
  method: string;
  path: string;
  token?: string;
  /** Sent as is (already JSON, form data, or deliberately broken). */
  body?: string;
  contentType?: string;
  /** Another gateway copy, e.g. system.gatewayUrl('gateway#2'); the first by default. */
  baseUrl?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown;
  headers: Headers;
  /** From sending to the last byte. */
  ms: number;
}

/** One request exactly as given (no JSON.stringify), redirects not followed. */
export async function sendRaw(system: TestSystem, request: RawRequest): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${request.baseUrl ?? system.baseUrl}${request.path}`, {
    method: request.method,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': request.contentType ?? 'application/json' }),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...request.headers,
    },
    body: request.body,
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  try {
    json = contentType.includes('application/json') ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType, json, headers: response.headers, ms: performance.now() - started };
}

/** A refusal as the API promises it: JSON with a string `message`. */
export const isJsonRefusal = (answer: Answer): boolean =>
  answer.contentType.includes('application/json') &&
  typeof (answer.json as { message?: unknown } | undefined)?.message === 'string';

/** What a run saw: how many requests, each status, and every answer that breaks the rule. */
export class StatusTally {
  readonly statuses: Record<string, number> = {};
  readonly failures: string[] = [];
  requests = 0;
  slowestMs = 0;

  /**
   * Counts an answer; a 5xx, or a 4xx that is not JSON with a message, is a failure. 431 is Node's own
   * refusal of a request head over its 16 KB limit (a very long query), sent before any app code runs.
   */
  add(label: string, answer: Answer): void {
    this.requests += 1;
    this.slowestMs = Math.max(this.slowestMs, answer.ms);
    this.statuses[answer.status] = (this.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) this.failures.push(`${label}: ${answer.status} ${JSON.stringify(answer.json)}`);
    else if (answer.status >= 400 && answer.status !== 431 && !isJsonRefusal(answer))
      this.failures.push(`${label}: ${answer.status} without a JSON message (${answer.contentType})`);
  }

  get serverErrors(): number {
    return Object.entries(this.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
  }

  /** `400: 812, 401: 20, ...` for the reliability report. */
  describe(): string {
    return Object.entries(this.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  }
}

/**
 * Runs `check` for every route, `width` routes at a time: each route's own requests stay in order, and the
 * suites' thousands of requests no longer wait on one another's round trips.
 */
export async function forEachRoute<T>(
  items: readonly T[],
  check: (item: T) => Promise<void>,
  width = 4,
): Promise<void> {
  const queue = [...items];
  const lane = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
  };
  await Promise.all(Array.from({ length: width }, lane));
}
