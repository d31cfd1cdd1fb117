/**
 * What a route makes the browser download, from the responses a headless Chromium (playwright-core)
 * receives in a fresh context (empty cache) until the network is idle: every script and stylesheet,
 * lazily loaded chunks included. Sizes are gzip of each body (zlib's default level, as the gateway's
 * compression middleware uses), plus what actually crossed the wire (Chromium asks for brotli).
 */
import { gzipSync } from 'node:zlib';

const ASSET_TYPES = new Set(['script', 'stylesheet']);

async function describeAsset(response) {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    type: response.request().resourceType() === 'script' ? 'js' : 'css',
    file: new URL(response.url()).pathname,
    raw: body.length,
    gzip: gzipSync(body).length,
    transfer: sizes.responseBodySize,
    encoding: response.headers()['content-encoding'] ?? 'identity',
  };
}

/** `session`: a token put into localStorage before the SPA starts (the route needs a login). */
export async function measurePageWeight(browser, url, session) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    if (session)
      await context.addInitScript(
        ([key, token]) => window.localStorage.setItem(key, token),
        [session.key, session.token],
      );
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (ASSET_TYPES.has(response.request().resourceType())) pending.push(describeAsset(response));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const finalPath = new URL(page.url()).pathname;
    const assets = await Promise.all(pending);
    const total = (type, size) =>
      assets.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset[size], 0);
    return {
      finalPath,
      assets,
      jsGzip: total('js', 'gzip'),
      cssGzip: total('css', 'gzip'),
      jsTransfer: total('js', 'transfer'),
      cssTransfer: total('css', 'transfer'),
      encodings: [...new Set(assets.map((asset) => asset.encoding))],
    };
  } finally {
    await context.close();
  }
}
