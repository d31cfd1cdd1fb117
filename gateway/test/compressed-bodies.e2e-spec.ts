import { TestSystem } from '@henesys/testing';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

const LOGIN = JSON.stringify({ username: 'member', password: 'member1234' });
const COMPRESS: Record<string, (body: Buffer) => Buffer> = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
};

/** Request bodies sent compressed (Content-Encoding): undone when valid, refused with a JSON message otherwise. */
describe('compressed request bodies through the gateway', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'compressed_bodies',
      processes: ['auth', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60' },
    });
  }, 120_000);

  afterAll(() => system?.stop());

  async function post(path: string, encoding: string, body: Buffer, contentType = 'application/json') {
    const response = await system.fetch(path, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-encoding': encoding },
      body: new Uint8Array(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: JSON.parse(text) as Record<string, unknown>,
    };
  }

  it.each(Object.keys(COMPRESS))('signs in with a valid %s body', async (encoding) => {
    const answer = await post('/api/auth/login', encoding, COMPRESS[encoding](Buffer.from(LOGIN)));
    expect(answer.status).toBe(200);
    expect(typeof answer.body.token).toBe('string');
  });

  it.each(Object.keys(COMPRESS))(
    'answers 400 with a JSON message to %s bytes that do not decompress (garbage, truncated), JSON and form bodies alike',
    async (encoding) => {
      const valid = COMPRESS[encoding](Buffer.from(LOGIN));
      const refused = {
        status: 400,
        type: expect.stringMatching(/^application\/json/),
        body: { message: `The request body is not valid ${encoding} data.` },
      };
      expect(await post('/api/auth/login', encoding, Buffer.from('these bytes are not compressed at all'))).toEqual(
        refused,
      );
      expect(await post('/api/auth/login', encoding, valid.subarray(0, valid.length - 6))).toEqual(refused);
      expect(
        await post(
          '/api/vote/pingback',
          encoding,
          Buffer.from('pingbackkey=k&pingUsername=member'),
          'application/x-www-form-urlencoded',
        ),
      ).toEqual(refused);
    },
  );

  it('answers 415 with a JSON message to an encoding it cannot undo', async () => {
    for (const encoding of ['zstd', 'compress', 'gzip, br', 'x-made-up']) {
      const answer = await post('/api/auth/login', encoding, gzipSync(Buffer.from(LOGIN)));
      expect({ encoding, ...answer }).toEqual({
        encoding,
        status: 415,
        type: expect.stringMatching(/^application\/json/),
        body: { message: `Content-Encoding ${encoding} is not supported: send gzip, deflate, br or none.` },
      });
    }
  });

  it('kept the gateway up', async () => {
    expect((await system.fetch('/api/health/live')).status).toBe(200);
    expect(system.unexpectedExits).toEqual([]);
  });
});
