import { createServer } from 'node:net';
import { freePort } from './free-port';

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe('freePort', () => {
  const worker = process.env.JEST_WORKER_ID;
  afterEach(() => (process.env.JEST_WORKER_ID = worker));

  it("gives each Jest worker ports of its own band, below the OS's ephemeral range, each one listenable", async () => {
    for (const [id, low] of [
      ['1', 20_000],
      ['2', 21_000],
    ] as const) {
      process.env.JEST_WORKER_ID = id;
      const ports = [await freePort(), await freePort(), await freePort()];
      expect(ports.every((port) => port >= low && port < low + 1_000)).toBe(true);
      expect(new Set(ports).size).toBe(3);
      const close = await listenOn(ports[0]);
      await close();
    }
  });

  it('skips a port of the band someone already listens on', async () => {
    process.env.JEST_WORKER_ID = '3';
    const taken = await freePort();
    const close = await listenOn(taken);
    try {
      const seen = new Set<number>();
      for (let index = 0; index < 1_000; index += 1) seen.add(await freePort());
      expect(seen.has(taken)).toBe(false);
      expect(seen.size).toBe(999);
    } finally {
      await close();
    }
  });

  it('lets the OS pick outside Jest', async () => {
    delete process.env.JEST_WORKER_ID;
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(32_768);
  });
});
