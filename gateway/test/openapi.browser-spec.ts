import { launchBrowser, TestSystem } from '@henesys/testing';
import type { Browser } from 'playwright-core';

/**
 * Swagger UI in Chromium under the gateway's real Content-Security-Policy (the SPA's, unchanged):
 * it must render the operations with no blocked script, style or image.
 */
describe('Swagger UI at /api/docs in Chromium', () => {
  let system: TestSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await TestSystem.start({ label: 'openapi_ui', processes: ['gateway'] });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('renders every operation of the document, with nothing refused by the CSP', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${system.baseUrl}/api/docs`);
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    const document = (await (await system.fetch('/api/docs-json')).json()) as { paths: Record<string, object> };
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(await page.locator('.opblock').count()).toBe(operations);
    expect(await page.locator('.info .title').textContent()).toContain('Henesys API');
    expect(problems).toEqual([]);
    await page.close();
  });
});
