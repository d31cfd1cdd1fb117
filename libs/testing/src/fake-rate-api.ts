import { createServer, Server } from 'node:http';

/** The USD prices the stand-in rate API answers, by CoinGecko id. */
export const RATE_API_PRICES = {
  bitcoin: { usd: 50000 },
  ethereum: { usd: 2500 },
  tether: { usd: 1 },
  'usd-coin': { usd: 1 },
  litecoin: { usd: 70 },
  binancecoin: { usd: 500 },
};

/** A local stand-in for the rate API (CoinGecko's /simple/price), counting its calls. */
export class FakeRateApi {
  calls = 0;
  failing = false;
  private server?: Server;

  /** Listens on a port the OS picks; answers the URL for RATE_API_URL. */
  async start(): Promise<string> {
    const server = createServer((request, response) => {
      this.calls += 1;
      if (this.failing || !request.url?.startsWith('/simple/price')) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(RATE_API_PRICES));
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
