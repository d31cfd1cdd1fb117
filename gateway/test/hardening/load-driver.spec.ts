import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { LoadDriver } from './load-driver';

/** A server with a route for each kind of answer the driver must record. */
function testServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const json = (status: number, body: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/ok') return json(200, { ok: true });
    if (request.url === '/down') return json(503, { message: 'down' });
    if (request.url === '/create') return json(201, { id: 7 });
    if (request.url?.startsWith('/cancel/')) return json(200, { cancelled: Number(request.url.split('/')[2]) });
    // /silent never answers
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('LoadDriver', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = await testServer();
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('sends the rate asked over the routes in turn, with follow-ups, and counts every status', async () => {
    const load = LoadDriver.start({
      baseUrl,
      perSecond: 60,
      routes: [
        { name: 'ok', request: { path: '/ok' } },
        { name: 'down', request: { path: '/down' } },
        {
          name: 'create',
          request: { method: 'POST', path: '/create', body: {} },
          followUp: {
            name: 'cancel',
            request: (answer) => ({ path: `/cancel/${(answer.body as { id: number }).id}` }),
          },
        },
      ],
    });
    const firstFailure = await load.waitFor('down', (answer) => answer.status === 503, 0, 2_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const summary = await load.stop();

    expect(firstFailure.body).toEqual({ message: 'down' });
    const sent = summary.routes.ok.sent + summary.routes.down.sent + summary.routes.create.sent;
    expect(sent).toBeGreaterThanOrEqual(Math.floor((summary.durationMs * 60) / 1000) - 3);
    expect(sent).toBeLessThanOrEqual(Math.ceil((summary.durationMs * 60) / 1000) + 3);
    expect(summary.routes.ok.statuses).toEqual({ 200: summary.routes.ok.sent });
    expect(summary.routes.down.statuses).toEqual({ 503: summary.routes.down.sent });
    expect(summary.routes.cancel).toMatchObject({
      sent: summary.routes.create.sent,
      statuses: { 200: summary.routes.create.sent },
    });
    expect(load.answers.find((answer) => answer.route === 'cancel')?.body).toEqual({ cancelled: 7 });
  });

  it('records a request with no answer in time as status 0, and waits for it on stop', async () => {
    const load = LoadDriver.start({
      baseUrl,
      perSecond: 20,
      timeoutMs: 200,
      routes: [{ name: 'silent', request: { path: '/silent' } }],
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    const summary = await load.stop();

    expect(summary.sent).toBeGreaterThan(0);
    expect(summary.routes.silent.statuses).toEqual({ 0: summary.sent });
    expect(load.answers.every((answer) => answer.ms >= 190 && /Timeout|abort/i.test(answer.error ?? ''))).toBe(true);
  });

  it('rejects waitFor when no matching answer comes in time', async () => {
    const load = LoadDriver.start({ baseUrl, perSecond: 20, routes: [{ name: 'ok', request: { path: '/ok' } }] });
    await expect(load.waitFor('ok', (answer) => answer.status === 500, 0, 300)).rejects.toThrow(
      'No matching answer on ok within 300 ms',
    );
    await load.stop();
  });
});
