import { recordReliability, TestSystem } from '@henesys/testing';
import fc from 'fast-check';
import { bodyFor, edgeNumber, FUZZ_SEED, queryFor } from './abuse-arbitraries';
import { Answer, forEachRoute, sendRaw, StatusTally } from './abuse-http';
import { UNTYPED_BODY_FIELDS } from './abuse-payloads';
import { ApiRoute, pathWith, Sessions, sessionFor, takesBody } from './abuse-routes';
import { startAbuseSystem } from './abuse-system';

const RUNS_PER_ROUTE = 40;

/** Path parameters: mostly ids nothing has, sometimes small ones that may exist, edge numbers, text. */
const pathValue = fc.oneof(
  fc.constant('999999'),
  fc.integer({ min: -3, max: 6 }).map(String),
  edgeNumber.map(String),
  fc.string({ maxLength: 30 }),
);

/**
 * Property-based: for every route of the gateway (its own list), bodies and queries generated from
 * the route's DTO (its OpenAPI schema: plausible values, hostile text, any unicode, any JSON, extra
 * keys) never get a 5xx, with a fixed seed and a bounded number of runs per route.
 */
describe('DTO fuzz over HTTP: generated bodies and queries on every route never get a 5xx', () => {
  let system: TestSystem;
  let routes: ApiRoute[];
  let sessions: Sessions;
  const tally = new StatusTally();

  beforeAll(async () => {
    ({ system, routes, sessions } = await startAbuseSystem('dto_fuzz'));
  }, 120_000);

  afterAll(() => system?.stop());

  /** The request a generated input becomes: its path, query and body, as the route's caller would send them. */
  function requestArbitrary(route: ApiRoute): fc.Arbitrary<{ path: string; body?: string }> {
    const body = takesBody(route)
      ? bodyFor(route.body ?? Object.fromEntries(UNTYPED_BODY_FIELDS.map((field) => [field, {}]))).map(
          (value) => JSON.stringify(value) ?? 'null',
        )
      : fc.constant(undefined);
    const query = Object.keys(route.query).length > 0 ? queryFor(route.query) : fc.constant('');
    const path = route.params.length > 0 ? pathValue.map((value) => pathWith(route, value)) : fc.constant(route.path);
    return fc
      .record({ path, query, body })
      .map(({ path: base, query: search, body: text }) => ({ path: search ? `${base}?${search}` : base, body: text }));
  }

  const fuzzed = () =>
    routes.filter((route) => takesBody(route) || route.params.length > 0 || Object.keys(route.query).length > 0);

  it(`sends ${RUNS_PER_ROUTE} generated requests to every route that reads a body, a query or a path parameter (seed ${FUZZ_SEED})`, async () => {
    const started = Date.now();
    const counterexamples: string[] = [];
    await forEachRoute(fuzzed(), async (route) => {
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          const answer: Answer = await sendRaw(system, {
            method: route.method,
            token: sessionFor(route, sessions),
            ...request,
          });
          const before = tally.failures.length;
          tally.add(`${route.key} ${request.path} ${request.body?.slice(0, 80) ?? ''}`, answer);
          return tally.failures.length === before;
        }),
        { seed: FUZZ_SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) counterexamples.push(`${route.key}: ${fc.stringify(result.counterexample)}`);
    });
    expect(counterexamples).toEqual([]);
    expect(tally.failures).toEqual([]);
    expect(system.unexpectedExits).toEqual([]);
    expect((await system.api('GET', '/api/health')).status).toBe(200);
    // The generated values reach past validation too, not only into 400s.
    expect(Object.keys(tally.statuses).filter((status) => Number(status) < 400).length).toBeGreaterThan(0);
    recordReliability('dto-fuzz', {
      section: 'Abuse',
      case: `fast-check over the DTOs of every route (seed ${FUZZ_SEED}, ${RUNS_PER_ROUTE} runs per route): generated bodies, queries and path parameters over HTTP`,
      result: 'No 5xx, every refusal a 4xx JSON message, no process exit, /api/health still ok',
      figures: {
        routes: fuzzed().length,
        requests: tally.requests,
        statuses: tally.describe(),
        '5xx': tally.serverErrors,
        'duration s': Math.round((Date.now() - started) / 100) / 10,
      },
    });
  }, 120_000);
});
