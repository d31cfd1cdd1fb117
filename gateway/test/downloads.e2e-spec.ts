import type { DownloadsResponse } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';

/**
 * The client download through the real gateway (after `npm run build`): GET /api/downloads from the
 * CLIENT_DOWNLOAD_* settings, and missing files answered 404 instead of the SPA's page with a 200
 * (which a browser saved as an 802-byte "HenesysSetup.exe").
 */

const SHA256 = 'd2c1b0a9f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5c4b3a291807f6e5d4';
const CONFIGURED = {
  CLIENT_DOWNLOAD_URL: 'https://cdn.example/henesys/HenesysSetup.exe',
  CLIENT_DOWNLOAD_SIZE_BYTES: '1610612736',
  CLIENT_DOWNLOAD_VERSION: 'v83.2',
  CLIENT_DOWNLOAD_SHA256: SHA256.toUpperCase(),
  CLIENT_DOWNLOAD_MIRRORS: 'MEGA=https://mega.example/file/henesys,Google Drive=https://drive.example/henesys',
};

/** What a browser gets for a path: status, type and whether it is the SPA's page. */
async function visit(system: TestSystem, path: string, init?: RequestInit) {
  const response = await system.fetch(path, init);
  const body = await response.text();
  return {
    path,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    page: body.includes('<div id="root">'),
    body,
  };
}

describe('client download: configured', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'downloads_e2e',
      processes: ['gateway'],
      envFor: { gateway: CONFIGURED },
    });
  }, 120_000);

  afterAll(() => system?.stop());

  it('answers the file, its size, version, SHA-256 and mirrors to anyone', async () => {
    const response = await system.fetch('/api/downloads');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await response.json()) as DownloadsResponse).toEqual({
      client: {
        fileName: 'HenesysSetup.exe',
        sizeBytes: 1_610_612_736,
        version: 'v83.2',
        sha256: SHA256,
        url: 'https://cdn.example/henesys/HenesysSetup.exe',
        mirrors: [
          { name: 'MEGA', url: 'https://mega.example/file/henesys' },
          { name: 'Google Drive', url: 'https://drive.example/henesys' },
        ],
      },
    });
  });

  it('answers a missing file under /downloads, or anywhere with an extension, with a JSON 404, never the page', async () => {
    const paths = [
      '/downloads/HenesysSetup.exe',
      '/downloads/',
      '/downloads',
      '/Downloads/patch',
      '/HenesysSetup.exe',
      '/assets/missing-1a2b.js',
      '/skills/1001004.png',
      '/news/notes.txt?x=1',
    ];
    // With and without Origin: the front door answers the first kind before Express, the second goes to Express.
    for (const init of [undefined, { headers: { origin: 'http://localhost:5173' } }]) {
      const answers = await Promise.all(paths.map((path) => visit(system, path, init)));
      expect(
        answers
          .filter((answer) => answer.status !== 404 || answer.page || !answer.type.includes('application/json'))
          .map(({ body: _body, ...rest }) => rest),
      ).toEqual([]);
    }
    const missing = await visit(system, '/downloads/HenesysSetup.exe');
    expect(JSON.parse(missing.body)).toEqual({ message: 'Cannot GET /downloads/HenesysSetup.exe' });
  });

  it('keeps serving the real files of the build and the page on every client-side route', async () => {
    const index = await visit(system, '/');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1] ?? '';
    const files = await Promise.all([script, '/favicon.svg'].map((path) => visit(system, path)));
    expect(files.map(({ path, status, page }) => ({ path, status, page }))).toEqual([
      { path: script, status: 200, page: false },
      { path: '/favicon.svg', status: 200, page: false },
    ]);
    expect(files[0].type).toContain('javascript');
    const pages = await Promise.all(
      ['/', '/download', '/rankings', '/skills', '/skills/1001004', '/skills?job=110', '/some/unknown/page'].map(
        (path) => visit(system, path),
      ),
    );
    expect(
      pages
        .filter((answer) => answer.status !== 200 || !answer.page || !answer.type.includes('text/html'))
        .map(({ body: _body, ...rest }) => rest),
    ).toEqual([]);
  });
});

describe('client download: not configured', () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await TestSystem.start({ label: 'downloads_none_e2e', processes: ['gateway'] });
  }, 120_000);

  afterAll(() => system?.stop());

  it('answers that there is no client yet', async () => {
    const response = await system.fetch('/api/downloads');
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { client: null } });
  });

  it('still answers the old download path with a 404', async () => {
    const answer = await visit(system, '/downloads/HenesysSetup.exe');
    expect({ status: answer.status, page: answer.page }).toEqual({ status: 404, page: false });
  });
});
