import { createApiClient } from './fetch-client';
import { createRouteCaller, routePath } from './api-routes';

function recordingCaller(answer: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? '',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  const client = createApiClient({
    baseUrl: '/api',
    timeoutMs: 1_000,
    headers: () => ({}),
    onError: (error) => Promise.reject(error),
    fetch: fetch as typeof globalThis.fetch,
  });
  return { callApi: createRouteCaller(client), calls };
}

describe('callApi', () => {
  it('fills the path, sends the body with the route method and answers the reply', async () => {
    const reply = { message: 'Status updated to Approved', donation: { id: 7 }, delivery: 'none' };
    const { callApi, calls } = recordingCaller(reply);
    const answer = await callApi('PUT /donations/:id/status', { path: { id: 7 }, body: { status: 'approved' } });
    expect(calls).toEqual([{ url: '/api/donations/7/status', method: 'PUT', body: { status: 'approved' } }]);
    expect(answer).toEqual({ status: 200, data: reply });
  });

  it('puts the query in the address, leaving out what is not given', async () => {
    const { callApi, calls } = recordingCaller({ rankings: [] });
    await callApi('GET /rankings', { query: { type: 'fame', search: undefined, page: 2 } });
    await callApi('GET /rankings/avatar-templates');
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'GET /api/rankings?type=fame&page=2',
      'GET /api/rankings/avatar-templates',
    ]);
  });

  it('escapes a path parameter', () => {
    expect(routePath('/rankings/characters/:name', { name: 'a b/c' })).toBe('/rankings/characters/a%20b%2Fc');
  });
});
