import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from './api-error';
import { createApiClient, requestUrl, type ApiClientConfig } from './fetch-client';
import { authHeaders, type SessionRequestOptions } from './unauthorized-handler';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (request: SeenRequest, response: ServerResponse) => void;

/** A real HTTP server on a free port: each test says how it answers and reads what it was sent. */
function startServer() {
  const seen: SeenRequest[] = [];
  let answer: Answer = (_request, response) => response.end();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const received = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(received);
      answer(received, response);
    });
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`)),
  );
  return {
    seen,
    listening,
    answerWith: (next: Answer) => (answer = next),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sendJson =
  (status: number, body: unknown): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const sendText =
  (status: number, body: string): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'text/html' });
    response.end(body);
  };

describe('createApiClient', () => {
  const server = startServer();
  const failures: Array<{ error: ApiError; request: SessionRequestOptions }> = [];
  let token: string | null = null;
  let baseUrl = '';

  function client(overrides: Partial<ApiClientConfig> = {}) {
    return createApiClient({
      baseUrl,
      timeoutMs: 2_000,
      headers: () => authHeaders(token),
      onError: (error, request) => {
        failures.push({ error, request });
        return Promise.reject(error);
      },
      ...overrides,
    });
  }

  beforeAll(async () => {
    baseUrl = await server.listening;
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.seen.length = 0;
    failures.length = 0;
    token = null;
  });

  it('GETs base + path + query, with the headers of the moment, and reads the JSON answer', async () => {
    server.answerWith(sendJson(200, { players: ['Fio'] }));
    const api = client();
    token = 'abc.def';
    const answer = await api.get<{ players: string[] }>('/rankings', {
      params: { search: 'a b', page: 2, includeAvatarDetails: true, jobType: undefined, status: null },
    });
    expect(answer).toEqual({ status: 200, data: { players: ['Fio'] } });
    expect(server.seen).toHaveLength(1);
    const [request] = server.seen;
    expect(request).toMatchObject({
      method: 'GET',
      url: '/api/rankings?search=a+b&page=2&includeAvatarDetails=true',
      body: '',
    });
    expect(request?.headers).toMatchObject({
      accept: 'application/json',
      authorization: 'Bearer abc.def',
      'x-auth-token': 'abc.def',
    });
    expect(request?.headers['content-type']).toBeUndefined();
  });

  it('sends a body as JSON, and no body or content type without one', async () => {
    server.answerWith(sendJson(201, { success: true }));
    const api = client();
    await expect(api.post('/auth/login', { username: 'member', password: 'pw' })).resolves.toEqual({
      status: 201,
      data: { success: true },
    });
    await api.patch('/user/donations/7/cancel');
    await api.put('/donations/7/status', { status: 'approved' });
    await api.delete('/admin/content/notices/3');
    expect(
      server.seen.map(({ method, url, body, headers }) => [method, url, body, headers['content-type'] ?? null]),
    ).toEqual([
      ['POST', '/api/auth/login', '{"username":"member","password":"pw"}', 'application/json'],
      ['PATCH', '/api/user/donations/7/cancel', '', null],
      ['PUT', '/api/donations/7/status', '{"status":"approved"}', 'application/json'],
      ['DELETE', '/api/admin/content/notices/3', '', null],
    ]);
  });

  it('gives the raw text of an answer that is not JSON, and an empty string for an empty one', async () => {
    const api = client();
    server.answerWith(sendText(200, '<html>proxy page</html>'));
    await expect(api.get('/donations')).resolves.toEqual({ status: 200, data: '<html>proxy page</html>' });
    server.answerWith((_request, response) => response.writeHead(204).end());
    await expect(api.post('/auth/forgot-password', { email: 'a@b.c' })).resolves.toEqual({ status: 204, data: '' });
    expect(failures).toEqual([]);
  });

  it('rejects a non-2xx answer with an ApiError carrying status, body and message, seen first by onError', async () => {
    const api = client();
    server.answerWith(sendJson(409, { message: 'An account with this email already exists' }));
    const refused = await api
      .post('/auth/register', { email: 'a@b.c' }, { skipAuthRedirect: true })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      data: { message: 'An account with this email already exists' },
      message: 'Request failed with status code 409',
    });
    expect(failures).toEqual([{ error: refused, request: { skipAuthRedirect: true } }]);

    server.answerWith(sendText(502, '<h1>Bad gateway</h1>'));
    await expect(api.get('/server-status')).rejects.toMatchObject({
      status: 502,
      data: '<h1>Bad gateway</h1>',
      message: 'Request failed with status code 502',
    });
    expect(failures[1]?.request).toEqual({});
  });

  it('gives up after the time limit with a timeout ApiError without status', async () => {
    const api = client({ timeoutMs: 100 });
    const stalled: ServerResponse[] = [];
    server.answerWith((_request, response) => stalled.push(response));
    const started = Date.now();
    const error = await api.get('/news').catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, data: undefined, message: 'timeout of 100ms exceeded' });
    expect(failures.map((failure) => failure.error)).toEqual([error]);
    stalled.forEach((response) => response.end());
  });

  it('rejects with a network ApiError without status when nothing answers', async () => {
    const closed = startServer();
    const deadUrl = await closed.listening;
    await closed.stop();
    const error = await client({ baseUrl: deadUrl })
      .get('/news')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, data: undefined, message: 'Network Error' });
  });

  it('passes on whatever onError rejects with', async () => {
    server.answerWith(sendJson(401, { message: 'Unauthorized' }));
    const replaced = new Error('replaced');
    await expect(client({ onError: () => Promise.reject(replaced) }).get('/user/profile')).rejects.toBe(replaced);
  });
});

describe('requestUrl', () => {
  it('appends the query to a path that already has one and leaves a bare path alone', () => {
    expect(requestUrl('/api', '/news?x=1', { _t: 5 })).toBe('/api/news?x=1&_t=5');
    expect(requestUrl('/api', '/news', {})).toBe('/api/news');
    expect(requestUrl('https://henesys.gg/api', '/vote-status', { username: 'ümit&co' })).toBe(
      'https://henesys.gg/api/vote-status?username=%C3%BCmit%26co',
    );
  });
});
