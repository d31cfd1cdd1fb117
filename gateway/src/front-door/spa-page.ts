import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

/** One read of the SPA's index.html, ready to send. */
export interface PageCopy {
  html: Buffer;
  gzipped: Buffer;
  etag: string;
  lastModified: string;
  mtimeMs: number;
}

/** How often the file is looked at again, so a rebuilt web is served without a restart. */
const RECHECK_MS = 1000;

function read(file: string): PageCopy | undefined {
  try {
    const { mtime, mtimeMs } = statSync(file);
    const html = readFileSync(file);
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    return { html, gzipped: gzipSync(html), etag, lastModified: mtime.toUTCString(), mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * The SPA's index.html kept in memory for the front door: the page every client-side route gets
 * (history fallback), which @nestjs/serve-static stats and streams from disk on every request.
 */
export class SpaPage {
  private copy: PageCopy | undefined;
  private checkedAt = Date.now();

  constructor(private readonly file: string) {
    this.copy = read(file);
  }

  /** The page as last read (undefined when the web is not built); a changed file is picked up within a second. */
  current(): PageCopy | undefined {
    if (Date.now() - this.checkedAt >= RECHECK_MS) {
      this.checkedAt = Date.now();
      void stat(this.file).then(
        (found) => {
          if (found.mtimeMs !== this.copy?.mtimeMs) this.copy = read(this.file);
        },
        () => (this.copy = undefined),
      );
    }
    return this.copy;
  }
}

/**
 * Paths that get the SPA's page: outside /api (any case: Express routes ignore it) and /downloads,
 * and with no dot in the last segment. Those name files (a build's assets, the favicon, a client
 * download): a real one is served as it is, a missing one is a 404, never the page with a 200 that a
 * browser would save under the file's name.
 */
export const PAGE_PATH = /^(?!\/(api|downloads)(\/|$))(?:.*\/)?[^/.]*$/i;

export function isPagePath(path: string): boolean {
  return PAGE_PATH.test(path);
}
