import { MESSAGES } from '@henesys/contracts';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { decodeQr, FakeRateApi, TEST_WALLETS } from './fake-rate-api';

const BTC_HASH = 'a'.repeat(64);

/**
 * The player's donation routes through the gateway: each route's main path and who may use it, and
 * what only the gateway checks (bodies and queries). The rules behind them (limits, codes, prices,
 * fallback rates) are the donations module's: donations.int-spec.ts.
 */
describe('donations: Founder Packs and prepaid NX, paid by crypto or gift card', () => {
  const rateApi = new FakeRateApi();
  let system: TestSystem;
  let db: Client;
  let member: string;
  let admin: string;
  let counter = 0;

  const call: TestSystem['api'] = (...args) => system.api(...args);
  const login = (username: string, password: string) => system.login(username, password);
  const submit = (token: string, donation: Record<string, unknown>) =>
    call('POST', '/api/user/donations/submit', token, donation);

  async function newPlayer(): Promise<string> {
    const username = `d${Date.now().toString(36).slice(-6)}${(counter += 1)}`;
    await call('POST', '/api/auth/register', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      birthday: '1990-02-02',
    });
    return login(username, 'secret123');
  }

  beforeAll(async () => {
    const rateApiUrl = await rateApi.start();
    system = await TestSystem.start({
      label: 'donations',
      processes: ['auth', 'accounts', 'donations', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
      envFor: {
        donations: { RATE_API_URL: rateApiUrl, CRYPTO_WALLETS: TEST_WALLETS, RATE_CACHE_SECONDS: '600' },
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    member = await login('member', 'member1234');
    admin = await login('admin', 'admin1234');
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await rateApi.stop();
  });

  it('takes price and name from the catalogue, whatever the client sends', async () => {
    const tampered = await submit(member, {
      packageId: 'gold',
      packageName: 'Free Stuff',
      amount: 0.01,
      paymentMethod: 'crypto-BTC',
      characterName: 'maplehero',
    });
    expect(tampered).toEqual({
      status: 201,
      body: {
        message: MESSAGES.donationSubmitted,
        donation: expect.objectContaining({
          package_id: 'gold',
          package_name: 'Gold Founder Pack',
          amount: 35,
          character_name: 'MapleHero',
          status: 'pending',
          payment_method: 'crypto-BTC',
          email: 'member@henesys.local',
          username: 'member',
        }),
      },
    });
    const nx = await submit(await newPlayer(), {
      packageId: 'nx25',
      amount: 1,
      characterName: 'ignored',
      paymentMethod: 'paypal',
    });
    expect(nx.body.donation).toMatchObject({ package_name: '25 000 NX', amount: 25, character_name: null });
  });

  it('refuses a body without a package, with an unknown payment method or an unknown field at the gateway', async () => {
    expect(await submit(member, { paymentMethod: 'paypal' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.selectPackage },
    });
    expect(await submit(member, { packageId: 'nx5', paymentMethod: 'crypto-DOGE' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.paymentMethodInvalid },
    });
    expect((await submit(member, { packageId: 'nx5', paymentMethod: 'paypal', extra: 'x' })).status).toBe(400);
  });

  it("lists only the player's own donations, paged, and refuses an unknown filter or a page too large", async () => {
    const player = await newPlayer();
    for (const packageId of ['nx5', 'nx10', 'nx15']) await submit(player, { packageId, paymentMethod: 'paypal' });
    const page = (await call('GET', '/api/user/donations?limit=2&page=1', player)).body;
    expect(page.pagination).toEqual({ page: 1, pages: 2, total: 3, limit: 2 });
    expect(page.donations.map((donation: { package_id: string }) => donation.package_id)).toEqual(['nx15', 'nx10']);
    expect((await call('GET', '/api/user/donations', player)).body.pagination).toEqual({
      page: 1,
      pages: 1,
      total: 3,
      limit: 5,
    });
    expect((await call('GET', '/api/user/donations')).status).toBe(401);
    expect((await call('GET', '/api/user/donations?status=lost', player)).status).toBe(400);
    expect((await call('GET', '/api/user/donations?limit=500', player)).status).toBe(400);
  });

  it('takes a transaction code for a pending donation, and cancels one', async () => {
    const player = await newPlayer();
    const crypto = (await submit(player, { packageId: 'nx10', paymentMethod: 'crypto-BTC' })).body.donation;
    const card = (await submit(player, { packageId: 'nx10', paymentMethod: 'paypal' })).body.donation;
    expect(
      await call('PATCH', `/api/user/donations/${crypto.id}/transaction-code`, player, { transactionCode: BTC_HASH }),
    ).toMatchObject({
      status: 200,
      body: { success: true, message: MESSAGES.transactionCodeSubmitted, donation: { transaction_code: BTC_HASH } },
    });
    expect(
      (await call('PATCH', `/api/user/donations/${crypto.id}/transaction-code`, player, { transactionCode: 7 })).status,
    ).toBe(400);
    expect(await call('PATCH', `/api/user/donations/${card.id}/cancel`, player)).toMatchObject({
      status: 200,
      body: { message: MESSAGES.donationCancelled, donation: { status: 'cancelled' } },
    });
    const { rows } = await db.query(
      `SELECT id, status FROM donations.donations WHERE id = ANY($1::int[]) ORDER BY id`,
      [[crypto.id, card.id]],
    );
    expect(rows).toEqual([
      { id: crypto.id, status: 'pending' },
      { id: card.id, status: 'cancelled' },
    ]);
  });

  it('keeps strangers out: another player cannot read, pay or cancel a donation (404, nothing changed)', async () => {
    const mine = await submit(await newPlayer(), { packageId: 'nx20', paymentMethod: 'crypto-ETH' });
    const stranger = await newPlayer();
    const id = mine.body.donation.id;
    expect(
      (
        await call('PATCH', `/api/user/donations/${id}/transaction-code`, stranger, {
          transactionCode: `0x${'c'.repeat(64)}`,
        })
      ).status,
    ).toBe(404);
    expect((await call('PATCH', `/api/user/donations/${id}/cancel`, stranger)).status).toBe(404);
    expect((await call('GET', `/api/crypto-payments/${id}`, stranger)).status).toBe(404);
    expect((await call('GET', `/api/crypto-payments/${id}`)).status).toBe(401);
    const { rows } = await db.query(`SELECT status, transaction_code FROM donations.donations WHERE id = $1`, [id]);
    expect(rows).toEqual([{ status: 'pending', transaction_code: null }]);
    expect((await call('GET', `/api/crypto-payments/${id}`, admin)).status).toBe(200);
  });

  it('prices a crypto payment from the rate API, with a payment URI in the QR code', async () => {
    const player = await newPlayer();
    const { body } = await submit(player, { packageId: 'nx35', paymentMethod: 'crypto-BTC' });
    const btc = await call('GET', `/api/crypto-payments/${body.donation.id}?crypto_currency=BTC&_t=1`, player);
    expect(btc).toMatchObject({
      status: 200,
      body: {
        payment: {
          crypto_currency: 'BTC',
          expected_amount_crypto: 0.0007,
          exchange_rate: 50000,
          wallet_address: 'bc1qtestwallet',
          rate_source: 'live',
        },
      },
    });
    expect(decodeQr(btc.body.payment.qr_code)).toBe('bitcoin:bc1qtestwallet?amount=0.00070000');
    expect((await call('GET', `/api/crypto-payments/${body.donation.id}?crypto_currency=DOGE`, player)).status).toBe(
      400,
    );
  });
});
