import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/** Ports per Jest worker, from FIRST_BAND_PORT up: below Linux's ephemeral range (32768 and up by default). */
const BAND_SIZE = 1_000;
const FIRST_BAND_PORT = 20_000;
const BANDS = 12;

/** Listens on `port` (0: one the OS picks) and closes again: the port, or undefined when it is taken. */
function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

let nextInBand = randomInt(BAND_SIZE);

/**
 * A TCP port nobody listens on right now. Outside Jest the OS picks it. In a Jest worker (tests run two
 * files side by side) each worker picks from a band of its own below the ephemeral range: a port the OS
 * handed one worker could otherwise be handed to the other worker, or to an outgoing connection, before
 * the process it was meant for listens on it (seen as EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.JEST_WORKER_ID);
  if (Number.isInteger(worker) && worker >= 1) {
    const bandStart = FIRST_BAND_PORT + ((worker - 1) % BANDS) * BAND_SIZE;
    for (let tries = 0; tries < BAND_SIZE; tries += 1) {
      const port = await tryListen(bandStart + (nextInBand++ % BAND_SIZE));
      if (port !== undefined) return port;
    }
  }
  const port = await tryListen(0);
  if (port === undefined) throw new Error('No free TCP port');
  return port;
}
