import { browserSuite, seeText, textOf, until } from '@henesys/testing';

/**
 * NX waiting for a player who is in game, on the dashboard in Chromium against the real system:
 * the vote's NX cannot reach the balance of the demo player 'ingame' (logged in to the game), so the
 * Balance card shows it waiting and why, and turns it into a Cash Shop coupon on request.
 * Needs a fresh `npx vite build web`: the gateway serves web/dist.
 */
jest.setTimeout(45_000);

const INGAME = { username: 'ingame', password: 'member1234' };
const PINGBACK_KEY = 'web-test-key-123';

describe('NX waiting and its Cash Shop coupon (browser)', () => {
  const suite = browserSuite({
    label: 'nx_coupon_web',
    processes: ['auth', 'accounts', 'gateway'],
    env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_VOTE_PINGBACK: '1000/60' },
    envFor: {
      accounts: {
        VOTE_PINGBACK_KEY: PINGBACK_KEY,
        PENDING_NX_SWEEP_SECONDS: '1',
        GAME_OFFLINE_CONFIRM_SECONDS: '1',
      },
    },
  });

  it('shows the NX waiting for a player in game, and gives it now as a coupon code the game knows', async () => {
    expect(
      (
        await suite.system.game.db.rows<{ loggedin: number }>("SELECT loggedin FROM accounts WHERE `name` = 'ingame'")
      )[0].loggedin,
    ).toBe(2);
    // The vote site confirms a vote for the player (what GTop100 does after the captcha).
    const pingback = await suite.system.fetch('/api/vote/pingback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        VoterIP: '198.51.100.77',
        Successful: '0',
        Reason: '',
        pingUsername: INGAME.username,
        pingbackkey: PINGBACK_KEY,
      }).toString(),
    });
    expect(await pingback.json()).toEqual({ status: 'ok', received: 1, credited: 1 });

    const token = await suite.system.login(INGAME.username, INGAME.password);
    const page = await suite.pages.open('/dashboard', { token, timeoutMs: 10_000 });
    const balance = page.getByRole('region', { name: 'Balance', exact: true });
    const waiting = balance.locator('#nx-waiting');
    await seeText(waiting.locator('.balance-list__row', { hasText: 'Cash Credit' }), 'Cash Credit 5 000 NX');
    await seeText(waiting.locator('.balance-list__row', { hasText: 'Prepaid Cash' }), 'Prepaid Cash 0 NX');
    await seeText(waiting.locator('.nx-waiting__why'), 'You are in game: it arrives a few minutes after you log out.');
    // The balance itself is untouched: the game holds it in memory.
    expect(await textOf(balance.locator('.balance-list__row', { hasText: 'Cash Credit' }).first())).toBe(
      'Cash Credit 0 NX',
    );

    await balance.getByRole('button', { name: 'Get it now as a Cash Shop coupon' }).click();
    const code = balance.locator('#nx-coupon-code');
    await seeText(code, /^[A-Z0-9]{16}$/);
    const shown = await textOf(code);
    await seeText(
      balance.locator('.nx-coupon__redeem'),
      'To redeem it: in game, open the Cash Shop → Coupon, and type this code. It works once.',
    );
    expect(await textOf(balance.locator('.nx-coupon'))).toMatch(/Pays 5 000 NX Cash Credit\. Valid until .+\d{4}/);
    expect(await balance.getByRole('button', { name: 'Copy code' }).isVisible()).toBe(true);
    expect(await waiting.count()).toBe(0);

    // The code is the game's: an unused nxcode row paying 5 000 NX Credit (type 4), expiring in 30 days.
    const [row] = await suite.system.game.db.rows<{
      id: number;
      code: string;
      retriever: string | null;
      expiration: number;
    }>('SELECT id, code, retriever, expiration FROM nxcode WHERE code = ?', [shown]);
    expect(row).toMatchObject({ code: shown, retriever: null });
    expect(Math.abs(Number(row.expiration) - (Date.now() + 30 * 24 * 60 * 60 * 1000))).toBeLessThan(60_000);
    expect(
      await suite.system.game.db.rows('SELECT type, quantity FROM nxcode_items WHERE codeid = ?', [row.id]),
    ).toEqual([{ type: 4, quantity: 5000 }]);

    // The coupon stays on the page after the details refresh; a reload shows nothing waiting any more.
    await until(
      'the grant is coded',
      async () =>
        (
          await suite.system.game.db.rows(
            'SELECT 1 FROM henesys_nx_grants WHERE coupon_id = ? AND applied_at IS NULL',
            [row.id],
          )
        ).length === 1,
    );
    await page.reload();
    await seeText(balance.locator('.balance-list__row', { hasText: 'Cash Credit' }).first(), 'Cash Credit 0 NX');
    expect(await balance.locator('#nx-waiting').count()).toBe(0);
  });
});
