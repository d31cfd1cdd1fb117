import { recordReliability, TestSystem } from '@henesys/testing';
import { Client } from 'pg';

/**
 * Security headers and error bodies (issue #12), through the real gateway: helmet's headers and a
 * Content-Security-Policy the SPA runs under, on API answers, error answers and the SPA's files alike;
 * no framework or server banner; and every error the outside can provoke (404, 400, malformed JSON,
 * 413, 401, a stopped service, a failing query) answered as JSON `{ message }` with no stack frame,
 * file path or SQL in it.
 */
const SUITE = 'hardening-headers';

/** helmet's defaults as the gateway sends them over plain HTTP (PUBLIC_URL is http here). */
const HELMET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  // The legacy XSS auditor is off on purpose (it could be abused to blank parts of pages).
  'x-xss-protection': '0',
  // Browsers ignore it over plain HTTP (RFC 6797 §8.1); behind TLS it pins HTTPS for a year.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-powered-by': null,
  server: null,
};

/** The directives the SPA needs and what keeps injected markup inert. */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
};

/** What an error body must never carry: stack frames, file paths, SQL or driver names. */
const LEAK =
  /\bat [\w$.<>]+ \(|\/(work|home|usr|app|src)\/|node_modules|\.[jt]s:\d+|"stack"|QueryFailed|relation "|\bSELECT\b|\bFROM\b|postgres/i;

function cspOf(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers and error bodies (gateway)', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  // Counted as the answers are read, so the report says what was seen, not what was hoped.
  const checked = { responses: 0, headerMismatches: 0, errorAnswers: 0, leaks: 0 };

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'hardening_headers',
      processes: ['auth', 'accounts', 'content', 'gateway'],
      env: { BODY_LIMIT: '100kb' },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    admin = await system.login('admin', 'admin1234');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  /** Every answer, success or error, carries helmet's headers, the CSP and no banner. */
  function expectHardenedHeaders(label: string, response: Response): void {
    const headers = Object.fromEntries(Object.keys(HELMET_HEADERS).map((name) => [name, response.headers.get(name)]));
    const csp = cspOf(response);
    const directives = Object.fromEntries(Object.keys(CSP_DIRECTIVES).map((name) => [name, csp[name]]));
    // Plain HTTP here: upgrading would break the site; PUBLIC_URL=https:// turns it on.
    const seen = { label, headers, directives, upgradeInsecureRequests: 'upgrade-insecure-requests' in csp };
    const expected = { label, headers: HELMET_HEADERS, directives: CSP_DIRECTIVES, upgradeInsecureRequests: false };
    checked.responses += 1;
    if (JSON.stringify(seen) !== JSON.stringify(expected)) checked.headerMismatches += 1;
    expect(seen).toEqual(expected);
  }

  /** A JSON error `{ message }` (plus code/errorId/errors), the status it says, and nothing internal. */
  async function expectCleanError(label: string, response: Response, status: number): Promise<Record<string, unknown>> {
    expectHardenedHeaders(label, response);
    checked.errorAnswers += 1;
    const text = await response.text();
    if (LEAK.test(text)) checked.leaks += 1;
    expect({ label, status: response.status, type: response.headers.get('content-type') }).toEqual({
      label,
      status,
      type: expect.stringMatching(/^application\/json/),
    });
    const body = JSON.parse(text) as Record<string, unknown>;
    expect({ label, message: typeof body.message, leak: LEAK.exec(text)?.[0] ?? null }).toEqual({
      label,
      message: 'string',
      leak: null,
    });
    expect(Object.keys(body).filter((key) => !['message', 'code', 'errorId', 'errors'].includes(key))).toEqual([]);
    return body;
  }

  const post = (path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    system.fetch(path, { method: 'POST', headers, body });

  it('sets helmet headers and the CSP on API answers, on the SPA and on its assets, with no banner', async () => {
    const html = await (await system.fetch('/')).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const path of [
      '/api/health/live',
      '/api/news',
      '/api/server-status',
      '/',
      '/rankings',
      '/dashboard/admin/donations',
      ...assets,
    ]) {
      const response = await system.fetch(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expectHardenedHeaders(path, response);
    }
  });

  it('serves a page the CSP lets run: every script is a same-origin file, nothing inline', async () => {
    const html = await (await system.fetch('/')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts)
      expect({ src: /\bsrc="\/assets\/[^"]+\.js"/.test(attributes), inline: body.trim() }).toEqual({
        src: true,
        inline: '',
      });
    // No inline event handler or javascript: URL anywhere in the page the server sends.
    expect(html).not.toMatch(/\son[a-z]+\s*=|javascript:/i);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await expectCleanError('404', await system.fetch('/api/no-such-route'), 404)).toEqual({
      message: 'Cannot GET /api/no-such-route',
    });
  });

  it('answers validation failures, unknown fields, malformed JSON and a wrong type with a JSON 400', async () => {
    await expectCleanError('400 validation', await post('/api/auth/register', '{}'), 400);
    await expectCleanError(
      '400 unknown field',
      await post('/api/auth/login', JSON.stringify({ username: 'member', password: 'member1234', isAdmin: true })),
      400,
    );
    const malformed = await expectCleanError(
      '400 malformed JSON',
      await post('/api/auth/login', '{"username": "member", "password":'),
      400,
    );
    expect(malformed.message).not.toContain('member');
    await expectCleanError('400 JSON that is not an object', await post('/api/auth/login', '"just a string"'), 400);
  });

  it('answers a body over BODY_LIMIT with a JSON 413', async () => {
    const huge = JSON.stringify({ username: 'member', password: 'x'.repeat(200 * 1024) });
    expect(await expectCleanError('413', await post('/api/auth/login', huge), 413)).toEqual({
      message: expect.stringMatching(/large/i),
    });
  });

  it('answers a missing or forged session with a JSON 401', async () => {
    await expectCleanError('401 no token', await system.fetch('/api/user/profile'), 401);
    await expectCleanError(
      '401 forged token',
      await system.fetch('/api/user/profile', {
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' },
      }),
      401,
    );
  });

  it('answers a JSON 503 naming the service while it is killed, never a stack', async () => {
    await system.killProcess('content');
    try {
      const body = await expectCleanError(
        '503',
        await system.fetch('/api/admin/content', { headers: { authorization: `Bearer ${admin}` } }),
        503,
      );
      expect(body.message).toMatch(/content service is unavailable/i);
    } finally {
      await system.startProcess('content');
    }
  });

  it('answers a failing query with a JSON 500 whose errorId is in the service log, and no SQL', async () => {
    await db.query('ALTER TABLE content.notices RENAME TO notices_hidden_by_test');
    try {
      const body = await expectCleanError(
        '500',
        await system.fetch('/api/admin/content', { headers: { authorization: `Bearer ${admin}` } }),
        500,
      );
      expect(body).toEqual({
        message: 'Internal server error',
        code: expect.any(String),
        errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      const deadline = Date.now() + 5_000;
      while (!system.logs.some((line) => line.includes(String(body.errorId))) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        system.logs.filter((line) => line.includes(String(body.errorId))).map((line) => line.split(']')[0]),
      ).toContain('[content');
    } finally {
      await db.query('ALTER TABLE content.notices_hidden_by_test RENAME TO notices');
    }
    expect((await system.api('GET', '/api/admin/content', admin)).status).toBe(200);
  });

  afterAll(() => {
    recordReliability(SUITE, {
      section: 'Abuse',
      case: 'Headers and error bodies: helmet, CSP, no banner, no stack (404, 400, malformed JSON, 413, 401, 503, 500)',
      result: `${checked.responses - checked.headerMismatches} of ${checked.responses} answers (API, SPA, assets, errors) carried helmet's headers and the CSP without a banner; ${checked.errorAnswers} provoked errors answered JSON {message}, ${checked.leaks} with a stack, path or SQL`,
      figures: {
        'answers checked': checked.responses,
        'header mismatches': checked.headerMismatches,
        'errors provoked': checked.errorAnswers,
        'stack/path/SQL leaks': checked.leaks,
      },
    });
  });
});
