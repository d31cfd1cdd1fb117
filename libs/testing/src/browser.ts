import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** Debian's Chromium (package chromium): the whole browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium headless shell (package chromium-headless-shell): the same build's old headless mode. */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * What the browser suites drive: the headless shell when it is installed (Playwright's own choice for headless
 * runs), else the whole browser. The whole browser's headless mode opens a real window per context, with WebUI
 * renderers for its omnibox: about 3.5 times the CPU per page opened, half of a test run's (docs/testing.md).
 * CHROMIUM_PATH names either binary.
 */
export const BROWSER_TESTS_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Debian's Chromium, headless, with the flags this closed network and a busy two-core machine need. */
export async function launchBrowser(): Promise<Browser> {
  // Loaded here, not at the top: every test file imports this library, and playwright-core alone took
  // 0.6 s of each file's start in Jest, where only the browser files need it.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: BROWSER_TESTS_CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  // Every page as a player who asked for less motion: the header's drifting clouds, an endless animation,
  // kept Chromium redrawing (a third of a core per open page without a GPU, 3.7 s of CPU in 10 s idle
  // against 0.4-0.7 s) and starved the system under test. A context can still ask for 'no-preference'.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options?: BrowserContextOptions) => newContext({ reducedMotion: 'reduce', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options?: BrowserContextOptions) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

/** Where the web keeps its session token (TOKEN_STORAGE_KEY in web/src/lib/token-storage.ts). */
export const SESSION_TOKEN_KEY = 'henesys.token';

export interface PageOptions extends BrowserContextOptions {
  /** Signed in with this session token from the start. */
  token?: string;
  /** The context's default timeout for waits. */
  timeoutMs?: number;
  /** Put before each page error, e.g. the path. */
  errorLabel?: string;
  /** Runs on the new context before its page opens (routes, init scripts). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * The pages of a browser suite, each in a context of its own (own storage): opened at a path,
 * signed in when asked, their uncaught errors collected, all closed after each test.
 */
export class BrowserPages {
  private readonly contexts: BrowserContext[] = [];
  private readonly errors: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
  ) {}

  async open(
    path: string,
    { token, timeoutMs, errorLabel, prepare, ...contextOptions }: PageOptions = {},
  ): Promise<Page> {
    const context = await this.browser.newContext({
      baseURL: this.baseUrl,
      storageState: token
        ? {
            cookies: [],
            origins: [{ origin: this.baseUrl, localStorage: [{ name: SESSION_TOKEN_KEY, value: token }] }],
          }
        : undefined,
      ...contextOptions,
    });
    if (timeoutMs) context.setDefaultTimeout(timeoutMs);
    this.contexts.push(context);
    await prepare?.(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => this.errors.push(errorLabel ? `${errorLabel}: ${error.message}` : error.message));
    await page.goto(path);
    return page;
  }

  /** Closes every page's context; answers the errors the pages threw since the last call. */
  async closeAll(): Promise<string[]> {
    await Promise.all(this.contexts.splice(0).map((context) => context.close()));
    return this.errors.splice(0);
  }
}
