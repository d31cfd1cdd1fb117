/**
 * Lighthouse 12's performance category for one URL, in a Chromium of its own (chrome-launcher, fresh
 * profile: empty cache and storage), with the desktop preset or Lighthouse's default (a mid-range
 * phone on a simulated slow 4G). A session token, when given, is put into localStorage from a page
 * of the same origin that loads no assets, and Lighthouse is told not to clear storage.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function storeSession(port, origin, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health/live`);
    await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [session.key, session.token]);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function lighthouseAudit(url, { preset, session, chromePath }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
    };
    const { lhr, artifacts } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // BENCH_LHR_DIR keeps each run's report (long tasks, main-thread breakdown) and its trace (Chromium's
    // performance panel opens it) for a closer look.
    if (process.env.BENCH_LHR_DIR) {
      const name = `${process.env.BENCH_LHR_DIR}/${preset}-${new URL(url).pathname.replace(/\W/g, '_')}-${Date.now()}`;
      writeFileSync(`${name}.json`, JSON.stringify(lhr));
      writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace ?? artifacts.Traces?.defaultPass ?? {}));
    }
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.score.toFixed(3)} ${item.node?.snippet ?? '?'}`,
      ),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    chrome.kill();
  }
}
