import { browserSuite, seeText } from '@henesys/testing';
import type { Page } from 'playwright-core';

/**
 * Issue 31 on the dashboard in Chromium against the real system (demo `member`, logged out of the game,
 * owns MapleHero, Shroomie and LilBandit): "Change name" and "Move to town" at 1280 and 375 px, each
 * answer the server's, the game database written. GAME_OFFLINE_CONFIRM_SECONDS is 1 here: the first
 * try records the first look at the logged-out account and asks to try again.
 * Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(60_000);

const CONFIRMING = /^Log out of the game first\. If you already have, stay logged out and try again in 1 second/;

describe('character tools on the dashboard (browser)', () => {
  const suite = browserSuite({
    label: 'character_tools_web',
    processes: ['auth', 'accounts', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60' },
    envFor: {
      accounts: {
        VOTE_PINGBACK_KEY: 'web-test-key-123',
        GAME_OFFLINE_CONFIRM_SECONDS: '1',
        NAME_CHANGE_PRICE_NX: '0',
      },
    },
  });

  const characterRow = async (name: string) =>
    (
      await suite.system.game.db.rows<{ map: number; spawnpoint: number }>(
        'SELECT map, spawnpoint FROM characters WHERE `name` = ?',
        [name],
      )
    )[0];
  const item = (page: Page, name: string) =>
    page.getByRole('region', { name: 'Characters' }).locator('li', { hasText: name });

  async function renameOn(page: Page, from: string, to: string): Promise<void> {
    const character = item(page, from);
    await character.getByRole('button', { name: 'Change name' }).click();
    await seeText(character.locator('.form__hint'), /^3 to 12 letters and digits.*One change every 30 days/);
    const input = character.getByLabel('New name');
    await input.fill('x y');
    await character.getByRole('button', { name: 'Change name' }).click();
    await seeText(character.getByText('A name has 3 to 12 letters'), /nothing else\.$/);
    await input.fill(to);
    await character.getByRole('button', { name: 'Change name' }).click();
    await seeText(character.getByRole('alert'), CONFIRMING);
    await page.waitForTimeout(1_100);
    await character.getByRole('button', { name: 'Change name' }).click();
    await seeText(
      page.getByRole('region', { name: 'Characters' }).getByRole('status'),
      new RegExp(`^${from} is now ${to}\\.`),
    );
    await item(page, to).waitFor();
  }

  async function moveOn(page: Page, name: string): Promise<void> {
    const character = item(page, name);
    await character.getByRole('button', { name: 'Move to town' }).click();
    await character.getByRole('button', { name: 'Yes, move' }).click();
    await seeText(
      page.getByRole('region', { name: 'Characters' }).getByRole('status'),
      `${name} will be in town at your next login.`,
    );
  }

  it.each([
    [1280, 'MapleHero', 'WebHeroWide', 'LilBandit'],
    [375, 'Shroomie', 'WebNarrow', 'WebHeroWide'],
  ])('at %i px: changes a name and moves a character to town', async (width, from, to, moved) => {
    const token = await suite.system.login('member', 'member1234');
    const page = await suite.pages.open('/dashboard', { token, timeoutMs: 10_000, viewport: { width, height: 900 } });
    // No look at the account yet: the first try records one.
    await suite.system.game.db.execute(
      "DELETE s FROM henesys_offline_seen s JOIN accounts a ON a.id = s.account_id WHERE a.`name` = 'member'",
    );
    await renameOn(page, from, to);
    expect(await suite.system.game.db.rows('SELECT old, new FROM namechanges WHERE new = ?', [to])).toEqual([
      { old: from, new: to },
    ]);
    await moveOn(page, moved);
    expect(await characterRow(moved)).toEqual({ map: 100_000_000, spawnpoint: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
