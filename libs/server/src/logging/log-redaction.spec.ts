import { looksLikeToken, redactSecrets, redactUrl } from './log-redaction';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjEsInVzZXJuYW1lIjoibWVtYmVyIn0.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';
const RESET = 'q0Zk3y1Vd8WmXh2Lr5Tb7Pj9Nc4Fs6Ga1Ue3Yo0Ki8';
const TWO_FACTOR = 'a3f9c1d2e4b5a6978877665544332211ffeeddccbbaa99887766554433221100';

describe('log redaction', () => {
  it('recognises random tokens but leaves slugs, ids and built asset names alone', () => {
    expect([JWT, RESET, TWO_FACTOR, 'Xr7pQ2mN9vB4kL1sT8wE3yU6'].map(looksLikeToken)).toEqual([true, true, true, true]);
    expect(
      [
        'welcome-to-henesys-the-grand-opening-4f2a1c',
        '12345',
        'index-DiwrnJ9o.js',
        'account-details',
        'reset-password-Ck2c8fK1.js',
      ].map(looksLikeToken),
    ).toEqual([false, false, false, false, false]);
  });

  it('keeps the path and the query names of a request URL, never a query value, a fragment or a token segment', () => {
    expect(redactUrl(`/api/discord/auth?client_token=${JWT}`)).toBe('/api/discord/auth?client_token=[redacted]');
    expect(redactUrl(`/api/discord/callback?code=abc&state=${RESET}`)).toBe(
      '/api/discord/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl(`/api/auth/verify-reset-token/${RESET}`)).toBe('/api/auth/verify-reset-token/[redacted]');
    expect(redactUrl('/reset-password/short')).toBe('/reset-password/[redacted]');
    expect(redactUrl(`/api/anything/${TWO_FACTOR}/more`)).toBe('/api/anything/[redacted]/more');
    expect(redactUrl(`/reset-password#token=${RESET}`)).toBe('/reset-password#[redacted]');
    expect(redactUrl('/api/rankings?type=level&flag')).toBe('/api/rankings?type=[redacted]&[redacted]');
    expect(redactUrl('/api/news/welcome-to-henesys-4f2a1c')).toBe('/api/news/welcome-to-henesys-4f2a1c');
    expect(redactUrl('/reset-password/')).toBe('/reset-password/');
  });

  it('takes JWTs and URL secrets out of any text, and leaves a JSON line valid', () => {
    const line = JSON.stringify({
      msg: `failed for Bearer ${JWT}`,
      err: {
        message: `GET http://127.0.0.1:9/oauth2/token?code=xyz&state=${RESET} answered 500`,
        stack: `Error: "/api/x?a=\\"b\\"" at /app/dist/main.js:1:2\n at /api/auth/reset-password/${RESET} done`,
      },
    });
    const redacted = redactSecrets(line);
    expect(redacted).not.toContain(JWT);
    expect(redacted).not.toContain(RESET);
    expect(redacted).not.toContain('xyz');
    expect(JSON.parse(redacted)).toEqual({
      msg: 'failed for Bearer [redacted]',
      err: {
        message: 'GET http://127.0.0.1:9/oauth2/token?code=[redacted]&state=[redacted] answered 500',
        stack:
          'Error: "/api/x?a=[redacted]\\"b\\"" at /app/dist/main.js:1:2\n at /api/auth/reset-password/[redacted] done',
      },
    });
    expect(redactSecrets(`Unexpected error for /reset-password/${RESET} then /verify-reset-token/${RESET}`)).toBe(
      'Unexpected error for /reset-password/[redacted] then /verify-reset-token/[redacted]',
    );
    const plain = JSON.stringify({
      msg: 'Mapped {/api/health, GET} route',
      url: '/api/news',
      stack: 'at /work/main/node_modules/router/index.js:449:11',
    });
    expect(redactSecrets(plain)).toBe(plain);
  });
});
