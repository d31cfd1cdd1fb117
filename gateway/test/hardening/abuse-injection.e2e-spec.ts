import { recordReliability, TestSystem } from '@henesys/testing';
import { MAX_INPUT_DEPTH } from '../../src/bootstrap/input-safety';
import { Answer, forEachRoute, RawRequest, sendRaw, StatusTally } from './abuse-http';
import {
  EDGE_NUMBERS,
  everyField,
  HOSTILE_STRINGS,
  nestedArrays,
  oversizedBody,
  POLLUTION_FORM,
  pollutionBodies,
  UNTYPED_BODY_FIELDS,
  WRONG_TYPES,
} from './abuse-payloads';
import { ApiRoute, pathWith, Sessions, sessionFor, takesBody } from './abuse-routes';
import { startAbuseSystem } from './abuse-system';

const SUITE = 'abuse-injection';
/** BODY_LIMIT's default, 100kb. */
const BODY_LIMIT_BYTES = 100 * 1024;
/** An id nothing has, so a hostile body on PUT/DELETE /:id changes nothing real. */
const NO_SUCH_ID = 999_999;

/**
 * SQL metacharacters, unicode edge cases, wrong types, malformed, oversized and deeply nested JSON and
 * prototype-pollution keys in every body, query and path parameter of every /api route (the list is
 * the gateway's own): always a 4xx JSON refusal or an ordinary answer, never a 5xx, no crash, no pollution.
 */
describe('abuse: hostile input on every route', () => {
  let system: TestSystem;
  let routes: ApiRoute[];
  let sessions: Sessions;
  const fieldsTally = new StatusTally();
  const shapeTally = new StatusTally();
  const pollutionTally = new StatusTally();

  const bodyRoutes = () => routes.filter(takesBody);
  const fieldsOf = (route: ApiRoute) =>
    route.body && Object.keys(route.body).length > 0 ? Object.keys(route.body) : UNTYPED_BODY_FIELDS;
  const send = (route: ApiRoute, request: Partial<RawRequest>): Promise<Answer> =>
    sendRaw(system, {
      method: route.method,
      path: pathWith(route, NO_SUCH_ID),
      token: sessionFor(route, sessions),
      ...request,
    });

  beforeAll(async () => {
    ({ system, routes, sessions } = await startAbuseSystem('abuse_injection'));
  }, 120_000);

  afterAll(() => system?.stop());

  it('answers SQL metacharacters, unicode edge cases and wrong types in every field of every body with 4xx JSON or an ordinary answer', async () => {
    await forEachRoute(bodyRoutes(), async (route) => {
      for (const value of [...HOSTILE_STRINGS, ...WRONG_TYPES]) {
        const body = JSON.stringify(Object.fromEntries(fieldsOf(route).map((field) => [field, value])));
        fieldsTally.add(`${route.key} ${body.slice(0, 60)}`, await send(route, { body }));
      }
    });
    expect(fieldsTally.failures).toEqual([]);
    expect(fieldsTally.statuses['400']).toBeGreaterThan(bodyRoutes().length);
  }, 120_000);

  it('answers the same in every query parameter and every path parameter', async () => {
    await forEachRoute(
      routes.filter((candidate) => Object.keys(candidate.query).length > 0),
      async (route) => {
        // One parameter at a time: query parameters are optional, so each reaches the service alone.
        for (const name of Object.keys(route.query)) {
          for (const value of [...HOSTILE_STRINGS, ...EDGE_NUMBERS]) {
            const query = new URLSearchParams({ [name]: value }).toString();
            fieldsTally.add(
              `${route.key}?${query.slice(0, 60)}`,
              await send(route, { path: `${pathWith(route, NO_SUCH_ID)}?${query}` }),
            );
          }
        }
      },
    );
    await forEachRoute(
      routes.filter((candidate) => candidate.params.length > 0),
      async (route) => {
        for (const value of [...HOSTILE_STRINGS, ...EDGE_NUMBERS, '../../health']) {
          const body = takesBody(route) ? '{}' : undefined;
          fieldsTally.add(
            `${route.key} with ${JSON.stringify(value.slice(0, 40))}`,
            await send(route, { path: pathWith(route, value), body }),
          );
        }
      },
    );
    expect(fieldsTally.failures).toEqual([]);
    // "pg_sleep(3)" slept nowhere: no request took anywhere near 3 s.
    expect(fieldsTally.slowestMs).toBeLessThan(2_500);
    const injected = await sendRaw(system, {
      method: 'POST',
      path: '/api/auth/login',
      body: JSON.stringify({ username: "admin'--", password: 'x' }),
    });
    expect(injected.status).toBe(401);
    expect((await system.api('GET', '/api/user/profile', sessions.member)).status).toBe(200);
    recordReliability(SUITE, {
      section: 'Abuse',
      case: 'SQL metacharacters, unicode edge cases (lone surrogates, RTL override, zero-width, NUL, 10,000 characters) and wrong types in every body field, query and path parameter of every route',
      result: `No 5xx: every answer a 4xx JSON refusal or an ordinary answer; pg_sleep never ran (slowest request ${Math.round(fieldsTally.slowestMs)} ms)`,
      figures: {
        'routes with a body': bodyRoutes().length,
        'routes with a query': routes.filter((route) => Object.keys(route.query).length > 0).length,
        'routes with path parameters': routes.filter((route) => route.params.length > 0).length,
        requests: fieldsTally.requests,
        statuses: fieldsTally.describe(),
        '5xx': fieldsTally.serverErrors,
        'slowest ms': Math.round(fieldsTally.slowestMs),
      },
    });
  }, 120_000);

  it('refuses malformed JSON and non-object JSON with 400 JSON, and a body over BODY_LIMIT with 413 JSON, on every route that takes a body', async () => {
    const wrong: string[] = [];
    const expectAnswer = (label: string, answer: Answer, status: number, message: string) => {
      shapeTally.add(label, answer);
      if (answer.status !== status || (answer.json as { message?: string })?.message !== message)
        wrong.push(`${label}: ${answer.status} ${JSON.stringify(answer.json)}`);
    };
    for (const route of bodyRoutes()) {
      for (const body of ['{"username":', '{"a":1,}', "{'a':1}", 'null', '42', '"text"']) {
        expectAnswer(`${route.key} ${body}`, await send(route, { body }), 400, 'The request body is not valid JSON.');
      }
      expectAnswer(
        `${route.key} oversized`,
        await send(route, { body: oversizedBody(BODY_LIMIT_BYTES) }),
        413,
        'The request body is larger than 100kb.',
      );
      expectAnswer(
        `${route.key} oversized form`,
        await send(route, {
          body: `a=${'x'.repeat(BODY_LIMIT_BYTES + 1024)}`,
          contentType: 'application/x-www-form-urlencoded',
        }),
        413,
        'The request body is larger than 100kb.',
      );
    }
    expect(wrong).toEqual([]);
    expect(shapeTally.failures).toEqual([]);
  }, 120_000);

  it(`refuses bodies nested deeper than ${MAX_INPUT_DEPTH} levels with 400 JSON on every route, and takes ${MAX_INPUT_DEPTH}`, async () => {
    const tooDeep = `The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;
    const wrong: string[] = [];
    for (const route of bodyRoutes()) {
      for (const depth of [MAX_INPUT_DEPTH + 1, 5_000, 40_000]) {
        const answer = await send(route, { body: nestedArrays(depth) });
        shapeTally.add(`${route.key} depth ${depth}`, answer);
        if (answer.status !== 400 || (answer.json as { message?: string })?.message !== tooDeep)
          wrong.push(`${route.key} depth ${depth}: ${answer.status} ${JSON.stringify(answer.json)}`);
      }
      const fieldDeep = await send(route, { body: everyField(fieldsOf(route), nestedArrays(5_000)) });
      shapeTally.add(`${route.key} fields 5000 deep`, fieldDeep);
      if (fieldDeep.status !== 400) wrong.push(`${route.key} fields 5000 deep: ${fieldDeep.status}`);
      const deepest = await send(route, { body: nestedArrays(MAX_INPUT_DEPTH) });
      shapeTally.add(`${route.key} depth ${MAX_INPUT_DEPTH}`, deepest);
      if ((deepest.json as { message?: string })?.message === tooDeep)
        wrong.push(`${route.key}: ${MAX_INPUT_DEPTH} levels refused as too deep`);
    }
    expect(wrong).toEqual([]);
    expect(shapeTally.failures).toEqual([]);
    recordReliability(SUITE, {
      section: 'Abuse',
      case: `Malformed JSON, non-object JSON, bodies over BODY_LIMIT (100kb) and bodies nested ${MAX_INPUT_DEPTH + 1} to 40,000 levels on every route that takes a body`,
      result: `400 JSON for malformed JSON and for nesting past ${MAX_INPUT_DEPTH} levels, 413 JSON over the limit, on every route; no 5xx`,
      figures: {
        'routes with a body': bodyRoutes().length,
        requests: shapeTally.requests,
        statuses: shapeTally.describe(),
        '5xx': shapeTally.serverErrors,
      },
    });
  }, 120_000);

  it('refuses prototype-pollution keys without polluting anything: a member is still refused on every admin route', async () => {
    for (const route of bodyRoutes()) {
      for (const body of pollutionBodies(fieldsOf(route)))
        pollutionTally.add(`${route.key} ${body.slice(0, 60)}`, await send(route, { body }));
      pollutionTally.add(
        `${route.key} form`,
        await send(route, { body: POLLUTION_FORM, contentType: 'application/x-www-form-urlencoded' }),
      );
    }
    expect(pollutionTally.failures).toEqual([]);
    const stillRefused: string[] = [];
    for (const route of routes.filter((candidate) => candidate.access === 'admin' || candidate.access === 'staff')) {
      const answer = await sendRaw(system, {
        method: route.method,
        path: pathWith(route, NO_SUCH_ID),
        token: sessions.member,
        body: takesBody(route) ? '{"__proto__":{"role":"admin"}}' : undefined,
      });
      pollutionTally.add(`member on ${route.key}`, answer);
      if (answer.status !== 403) stillRefused.push(`${route.key}: ${answer.status}`);
    }
    expect(stillRefused).toEqual([]);
    const profile = await system.api('GET', '/api/user/profile', sessions.member);
    expect(profile.body).toMatchObject({ username: 'member', role: 'member', isAdmin: false });
    expect((await system.api('GET', '/api/user/profile')).status).toBe(401);
    recordReliability(SUITE, {
      section: 'Abuse',
      case: 'Prototype-pollution keys (__proto__, constructor.prototype, prototype) in every body, as JSON and as a form',
      result:
        'No 5xx; afterwards a member still gets 403 on every admin and staff route and the profile still says member',
      figures: {
        'routes with a body': bodyRoutes().length,
        'admin and staff routes checked after': routes.filter(
          (route) => route.access === 'admin' || route.access === 'staff',
        ).length,
        requests: pollutionTally.requests,
        statuses: pollutionTally.describe(),
        '5xx': pollutionTally.serverErrors,
      },
    });
  }, 120_000);

  it('kept every process up: no unexpected exit, /api/health ok', async () => {
    expect(system.unexpectedExits).toEqual([]);
    const health = await system.api('GET', '/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(fieldsTally.serverErrors + shapeTally.serverErrors + pollutionTally.serverErrors).toBe(0);
  });
});
