import { MESSAGES } from '@henesys/contracts';
import { freePort } from '@henesys/runner';
import { TestSystem } from '@henesys/testing';
import Redis from 'ioredis';
import jsQR from 'jsqr';
import { createServer, Server } from 'node:http';
import { Client } from 'pg';
import { PNG } from 'pngjs';

const WALLETS =
  'BTC:bc1qtestwallet,ETH:0xTestEthWallet,USDT:0xTestUsdt,USDC:0xTestUsdc,LTC:ltc1qtestwallet,BNB:0xTestBnb';
const BTC_HASH = 'a'.repeat(64);

/** A local stand-in for the rate API (CoinGecko's /simple/price), counting its calls. */
class FakeRateApi {
  calls = 0;
  failing = false;
  private server?: Server;

  async start(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      this.calls += 1;
      if (this.failing || !request.url?.startsWith('/simple/price')) {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          bitcoin: { usd: 50000 },
          ethereum: { usd: 2500 },
          tether: { usd: 1 },
          'usd-coin': { usd: 1 },
          litecoin: { usd: 70 },
          binancecoin: { usd: 500 },
        }),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

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
    const ratePort = await freePort();
    await rateApi.start(ratePort);
    system = await TestSystem.start({
      label: 'donations',
      processes: ['auth', 'accounts', 'donations', 'gateway'],
      env: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' },
      envFor: {
        donations: { RATE_API_URL: `http://127.0.0.1:${ratePort}`, CRYPTO_WALLETS: WALLETS, RATE_CACHE_SECONDS: '600' },
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

  it("takes price and name from the catalogue, whatever the client sends, and checks the character is the player's", async () => {
    const player = await newPlayer();
    expect(await submit(player, { packageId: 'gold', paymentMethod: 'crypto-BTC' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.characterNameRequired },
    });
    expect(await submit(player, { packageId: 'gold', paymentMethod: 'crypto-BTC', characterName: 'ab' })).toMatchObject(
      { status: 400, body: { message: MESSAGES.characterNameLength } },
    );
    expect(
      await submit(player, { packageId: 'gold', paymentMethod: 'crypto-BTC', characterName: 'MapleHero' }),
    ).toMatchObject({ status: 400, body: { message: MESSAGES.characterNotYours } });

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
    const nx = await submit(player, {
      packageId: 'nx25',
      amount: 1,
      characterName: 'ignored',
      paymentMethod: 'paypal',
    });
    expect(nx.body.donation).toMatchObject({ package_name: '25 000 NX', amount: 25, character_name: null });
  });

  it('refuses a missing or unknown package and an unknown payment method with the spec messages', async () => {
    expect(await submit(member, { paymentMethod: 'paypal' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.selectPackage },
    });
    expect(await submit(member, { packageId: 'ruby', paymentMethod: 'paypal' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.selectPackage },
    });
    expect(await submit(member, { packageId: 'nx5', paymentMethod: 'crypto-DOGE' })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.paymentMethodInvalid },
    });
    expect((await submit(member, { packageId: 'nx5', paymentMethod: 'paypal', extra: 'x' })).status).toBe(400);
  });

  it('allows one Founder Pack per account (a cancelled one does not count)', async () => {
    const player = await newPlayer();
    const own = `C${Date.now().toString(36).slice(-8)}`;
    const created = await system.game.db.execute(
      'INSERT INTO characters (accountid, world, `name`) SELECT id, 0, ? FROM accounts WHERE `name` = ?',
      [own, await usernameOf(player)],
    );
    expect(created.affectedRows).toBe(1);
    const first = await submit(player, { packageId: 'bronze', paymentMethod: 'paypal', characterName: own });
    expect(first.status).toBe(201);
    expect(await submit(player, { packageId: 'diamond', paymentMethod: 'paypal', characterName: own })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.founderPackTaken },
    });
    expect((await call('PATCH', `/api/user/donations/${first.body.donation.id}/cancel`, player)).status).toBe(200);
    expect((await submit(player, { packageId: 'diamond', paymentMethod: 'paypal', characterName: own })).status).toBe(
      201,
    );
  });

  it('leaves at most 3 pending donations when 10 are submitted at once', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(player, { packageId: 'nx5', paymentMethod: 'paypal' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => answer.body.message === MESSAGES.pendingLimit),
    ).toBe(true);
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM donations.donations WHERE username = $1 AND status = 'pending'`,
      [await usernameOf(player)],
    );
    expect(rows[0].n).toBe(3);
  });

  it("lists only the player's own donations, newest first, filtered and paged", async () => {
    const player = await newPlayer();
    for (const packageId of ['nx5', 'nx10', 'nx15']) await submit(player, { packageId, paymentMethod: 'paypal' });
    const ids = (await call('GET', '/api/user/donations?limit=2&page=1', player)).body;
    expect(ids.pagination).toEqual({ page: 1, pages: 2, total: 3, limit: 2 });
    expect(ids.donations.map((donation: { package_id: string }) => donation.package_id)).toEqual(['nx15', 'nx10']);
    expect(
      (await call('GET', '/api/user/donations?limit=2&page=2', player)).body.donations.map(
        (donation: { package_id: string }) => donation.package_id,
      ),
    ).toEqual(['nx5']);
    await call('PATCH', `/api/user/donations/${ids.donations[0].id}/cancel`, player);
    expect((await call('GET', '/api/user/donations?status=pending', player)).body.pagination.total).toBe(2);
    expect((await call('GET', '/api/user/donations', player)).body.pagination).toEqual({
      page: 1,
      pages: 1,
      total: 3,
      limit: 5,
    });
    expect((await call('GET', '/api/user/donations?status=lost', player)).status).toBe(400);
    expect((await call('GET', '/api/user/donations?limit=500', player)).status).toBe(400);
  });

  it('takes one transaction code of the right shape per pending donation, and never the same code twice', async () => {
    const player = await newPlayer();
    const [crypto, card] = [
      await submit(player, { packageId: 'nx10', paymentMethod: 'crypto-BTC' }),
      await submit(player, { packageId: 'nx10', paymentMethod: 'paypal' }),
    ];
    const code = (id: number, transactionCode: string) =>
      call('PATCH', `/api/user/donations/${id}/transaction-code`, player, { transactionCode });
    expect(await code(crypto.body.donation.id, 'not-a-hash')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.transactionCodeShape },
    });
    expect(await code(crypto.body.donation.id, BTC_HASH)).toMatchObject({
      status: 200,
      body: { success: true, donation: { transaction_code: BTC_HASH } },
    });
    expect(await code(crypto.body.donation.id, 'b'.repeat(64))).toMatchObject({
      status: 409,
      body: { message: MESSAGES.transactionCodeExists },
    });
    expect(await code(card.body.donation.id, 'GIFT-1234-ABCD')).toMatchObject({ status: 200 });
    const other = await newPlayer();
    const theirs = await submit(other, { packageId: 'nx10', paymentMethod: 'crypto-BTC' });
    expect(
      await call('PATCH', `/api/user/donations/${theirs.body.donation.id}/transaction-code`, other, {
        transactionCode: BTC_HASH.toUpperCase(),
      }),
    ).toMatchObject({ status: 409, body: { message: MESSAGES.transactionCodeUsed } });
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

  it('cancels a pending donation, keeps the record, and refuses changes after', async () => {
    const player = await newPlayer();
    const { body } = await submit(player, { packageId: 'nx30', paymentMethod: 'crypto-LTC' });
    expect(await call('PATCH', `/api/user/donations/${body.donation.id}/cancel`, player)).toMatchObject({
      status: 200,
      body: { message: MESSAGES.donationCancelled, donation: { status: 'cancelled' } },
    });
    expect(await call('PATCH', `/api/user/donations/${body.donation.id}/cancel`, player)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.donationNotPending },
    });
    expect(
      (
        await call('PATCH', `/api/user/donations/${body.donation.id}/transaction-code`, player, {
          transactionCode: 'd'.repeat(64),
        })
      ).status,
    ).toBe(409);
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM donations.donations WHERE id = $1`, [body.donation.id])).rows[0]
        .n,
    ).toBe(1);
  });

  it('prices a crypto payment from the rate API, encodes a payment URI in the QR code, and asks the API once', async () => {
    const player = await newPlayer();
    const { body } = await submit(player, { packageId: 'nx35', paymentMethod: 'crypto-BTC' });
    const callsBefore = rateApi.calls;
    const btc = await call('GET', `/api/crypto-payments/${body.donation.id}?crypto_currency=BTC&_t=1`, player);
    expect(btc).toMatchObject({
      status: 200,
      body: {
        payment: {
          crypto_currency: 'BTC',
          expected_amount_crypto: 0.0007,
          crypto_formatted: '0.00070000 BTC',
          expected_amount_usd: 35,
          exchange_rate: 50000,
          exchange_rate_formatted: '1 BTC = $50,000.00',
          wallet_address: 'bc1qtestwallet',
          rate_source: 'live',
        },
      },
    });
    expect(decodeQr(btc.body.payment.qr_code)).toBe('bitcoin:bc1qtestwallet?amount=0.00070000');
    const eth = await call('GET', `/api/crypto-payments/${body.donation.id}?crypto_currency=ETH`, player);
    expect(eth.body.payment).toMatchObject({
      crypto_currency: 'ETH',
      expected_amount_crypto: 0.014,
      crypto_formatted: '0.014000 ETH',
      wallet_address: '0xTestEthWallet',
    });
    expect(decodeQr(eth.body.payment.qr_code)).toBe('0xTestEthWallet');
    expect(rateApi.calls - callsBefore).toBeLessThanOrEqual(1);
    expect((await call('GET', `/api/crypto-payments/${body.donation.id}?crypto_currency=DOGE`, player)).status).toBe(
      400,
    );
    const card = await submit(player, { packageId: 'nx5', paymentMethod: 'paypal' });
    expect(await call('GET', `/api/crypto-payments/${card.body.donation.id}`, player)).toMatchObject({
      status: 400,
      body: { message: MESSAGES.notCryptoDonation },
    });
  });

  it('falls back to the configured rates when the rate API fails, and says so', async () => {
    const player = await newPlayer();
    const { body } = await submit(player, { packageId: 'nx10', paymentMethod: 'crypto-BTC' });
    rateApi.failing = true;
    const redis = new Redis(system.redis.url);
    await redis.del('donations:usd-rates');
    redis.disconnect();
    try {
      const payment = (await call('GET', `/api/crypto-payments/${body.donation.id}`, player)).body.payment;
      expect(payment).toMatchObject({
        rate_source: 'fallback',
        exchange_rate: 65000,
        crypto_formatted: '0.00015385 BTC',
      });
    } finally {
      rateApi.failing = false;
    }
  });

  async function usernameOf(token: string): Promise<string> {
    return (await call('GET', '/api/user/profile', token)).body.username;
  }
});
