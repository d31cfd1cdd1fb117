import { until } from '@henesys/testing';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { isPagePath, SpaPage } from './spa-page';

describe('isPagePath', () => {
  it('gives the page to client-side routes, not to API paths in any case or to files of the build', () => {
    expect(
      [
        '/',
        '/news/launch-day',
        '/rankings',
        '/dashboard/admin/queues',
        '/skills/1001004',
        '/download',
        '/downloadsx',
      ].filter(isPagePath),
    ).toHaveLength(7);
    expect(
      ['/api', '/api/news', '/API/NEWS', '/Api/discord/callback', '/favicon.svg', '/assets/index-1a2b.js'].filter(
        isPagePath,
      ),
    ).toEqual([]);
  });

  it('gives no page to the download area or to anything that names a file', () => {
    const files = [
      '/downloads',
      '/downloads/',
      '/downloads/HenesysSetup.exe',
      '/Downloads/client',
      '/HenesysSetup.exe',
      '/patch/notes.txt',
      '/skills/1001004.png',
    ];
    expect(files.filter(isPagePath)).toEqual([]);
  });
});

describe('SpaPage', () => {
  it('keeps the page and its gzip in memory and picks up a rebuilt file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'spa-page-')), 'index.html');
    writeFileSync(file, '<p>first</p>');
    const page = new SpaPage(file);
    const first = page.current();
    expect(first?.html.toString()).toBe('<p>first</p>');
    expect(gunzipSync(first?.gzipped ?? Buffer.alloc(0)).toString()).toBe('<p>first</p>');

    writeFileSync(file, '<p>second</p>');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await until('the rebuilt page', async () => page.current()?.html.toString() === '<p>second</p>', 5_000);
    expect(page.current()?.etag).not.toBe(first?.etag);
  });

  it('has no page when the web is not built', () => {
    expect(new SpaPage(join(tmpdir(), 'no-such-dir', 'index.html')).current()).toBeUndefined();
  });
});
