import type { Locator } from 'playwright-core';

/** A locator's text as a reader sees it (whitespace collapsed), once it is visible. */
export async function textOf(locator: Locator): Promise<string> {
  await locator.waitFor({ state: 'visible' });
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Retries `check` every 100 ms until it passes (pages update asynchronously); fails with its last error. */
export async function eventually(check: () => Promise<unknown>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Waits until the locator's text is `expected` (a string) or matches it (a pattern); a failure says
 * what the text was, and where the page was and what its main region showed.
 */
export async function seeText(locator: Locator, expected: string | RegExp, timeoutMs?: number): Promise<void> {
  try {
    await eventually(async () => {
      const seen = await textOf(locator);
      if (typeof expected === 'string' ? seen !== expected : !expected.test(seen))
        throw new Error(
          `expected ${typeof expected === 'string' ? JSON.stringify(expected) : String(expected)}, read ${JSON.stringify(seen)}`,
        );
    }, timeoutMs);
  } catch (error) {
    const page = locator.page();
    const shown = await page
      .locator('main')
      .innerText({ timeout: 1_000 })
      .catch(() => '(no main)');
    throw new Error(
      `${locator}: ${error instanceof Error ? error.message : String(error)}\nPage ${page.url()} shows:\n${shown}`,
    );
  }
}
