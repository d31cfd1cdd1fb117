/// <reference types="jest" />
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { BrowserPages, launchBrowser } from './browser';
import { TestSystem, type TestSystemOptions } from './test-system';

/** What a browser suite's tests use; each getter throws until the suite's beforeAll has run. */
export interface BrowserSuite {
  readonly system: TestSystem;
  readonly browser: Browser;
  readonly pages: BrowserPages;
  /** A connection to the system's PostgreSQL database, when the suite asked for one (`database: true`). */
  readonly db: Client;
}

/**
 * The lifecycle nearly every browser suite shares, registered in the describe block it is called in: beforeAll
 * starts a system (with `options`) and Chromium side by side and opens the suite's pages on the system;
 * afterEach checks that no page threw and no process exited unexpectedly, then closes the pages; afterAll
 * closes the browser (and the database connection, when asked for) and stops the system. A file's own setup
 * goes in a beforeAll declared after this call (Jest runs a block's beforeAll hooks in the order they are declared).
 */
export function browserSuite(
  options: TestSystemOptions,
  more: { timeoutMs?: number; database?: boolean } = {},
): BrowserSuite {
  let system: TestSystem | undefined;
  let browser: Browser | undefined;
  let pages: BrowserPages | undefined;
  let db: Client | undefined;

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(`browserSuite: ${name} read before the suite's beforeAll ran (or after it failed)`);
    return value;
  };
  const suite: BrowserSuite = {
    get system() {
      return started(system, 'system');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get pages() {
      return started(pages, 'pages');
    },
    get db() {
      return started(db, 'db');
    },
  };

  beforeAll(async () => {
    [system, browser] = await Promise.all([TestSystem.start(options), launchBrowser()]);
    pages = new BrowserPages(browser, system.baseUrl);
    if (more.database) {
      db = new Client({ connectionString: system.database.url });
      await db.connect();
    }
  }, more.timeoutMs ?? 120_000);

  afterEach(async () => {
    expect(await suite.pages.closeAll()).toEqual([]);
    expect(suite.system.unexpectedExits).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    // Before the system stops: it drops the database, which would end the connection under us.
    await db?.end();
    await system?.stop();
  });

  return suite;
}
