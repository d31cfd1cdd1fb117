import { MESSAGES, VOTE_PROTOCOLS, VoteProtocol, VoteSite } from '@henesys/contracts';
import { createGameAccount, FakeVoteSite, TestSystem } from '@henesys/testing';
import { Client } from 'pg';

const GTOP_KEY = 'test-pingback-key-456';
const PUBLIC_URL = 'https://henesys.example';
const HOUR_MS = 60 * 60 * 1000;
/** The sites that send a key or password of their own. */
const KEYED: VoteProtocol[] = ['gtop100', 'arena-top100', 'mmtop100'];
/** The sites that report no voter address: held to the per-account rule only. */
const NO_VOTER_ADDRESS: VoteProtocol[] = ['top100arena'];

/**
 * Several vote sites, each through the gateway against a fake that calls back exactly as the site
 * documents: a counted vote credited (its own reward, its own cooldown, the voter's address read from the
 * site's own field) into the game's ledger, refused or unknown votes answered 200 with no credit, a wrong
 * key, secret or source address 403. Admins manage the sites through the gateway. The rules themselves
 * (each cooldown per account and per voter address, another site not blocked, a burst credited once, a
 * disabled site, the seed from the settings once) are held in vote-sites.int-spec.ts.
 */
describe('vote sites through the gateway', () => {
  let system: TestSystem;
  let db: Client;
  let admin: string;
  let counter = 0;

  const ip = () => `198.51.100.${(counter += 1) % 250}`;
  const local = (callbackUrl: string) => `${system.gatewayUrl()}${new URL(callbackUrl).pathname}`;
  const player = async (): Promise<string> => (await createGameAccount(system.game.db, { prefix: 's' })).name;
  /** The site's request was sent (a counted vote always is). */
  const sent = (response: Response | null): Response => {
    if (!response) throw new Error('the fake site sent no request');
    return response;
  };
  const credited = async (response: Response | null) => {
    expect(response?.status).toBe(200);
    return (await sent(response).json()).credited as number;
  };
  const ledger = (username: string) =>
    system.game.db.rows<{ source_key: string; amount: number }>(
      'SELECT g.source_key, g.amount FROM henesys_nx_grants g JOIN accounts a ON a.id = g.account_id WHERE a.`name` = ?',
      [username],
    );
  const siteInput = (protocol: VoteProtocol) => ({
    name: `Site ${protocol}`,
    protocol,
    voteUrl: `https://${protocol}.example/vote?name={username}`,
    cooldownHours: 12,
    rewardNx: 3000,
    enabled: true,
    order: 10,
    allowFrom: ['127.0.0.0/8', '::1/128', '203.0.113.0/24'],
    key: KEYED.includes(protocol) ? `${protocol}-own-key` : null,
  });

  beforeAll(async () => {
    system = await TestSystem.start({
      label: 'vote_sites',
      processes: ['auth', 'accounts', 'gateway'],
      env: { TRUST_PROXY: 'loopback', RATE_LIMIT_VOTE_PINGBACK: '5000/60', RPC_TIMEOUT_MS: '5000' },
      envFor: {
        accounts: {
          VOTE_PINGBACK_KEY: GTOP_KEY,
          VOTE_SITE_URL: 'https://vote.example/site/123',
          PUBLIC_URL,
          VOTE_SITES: JSON.stringify([
            { name: 'TopG', protocol: 'topg', voteUrl: 'https://topg.org/maplestory-private-servers/in-1-{username}' },
          ]),
          PENDING_NX_SWEEP_SECONDS: '1',
          GAME_OFFLINE_CONFIRM_SECONDS: '1',
        },
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
    admin = await system.login('admin', 'admin1234');
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
  });

  it('took the sites from the settings at the first start, with their callback addresses', async () => {
    const { status, body } = await system.api('GET', '/api/admin/vote-sites', admin);
    expect(status).toBe(200);
    expect(body).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'GTop100',
        protocol: 'gtop100',
        voteUrl: 'https://vote.example/site/123?vote=1&pingUsername={username}',
        cooldownHours: 24,
        rewardNx: 5000,
        key: GTOP_KEY,
        callbackUrl: `${PUBLIC_URL}/api/vote/pingback/1`,
      }),
      expect.objectContaining({
        name: 'TopG',
        protocol: 'topg',
        key: null,
        callbackUrl: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/vote/pingback/\\d+/[\\w-]{32}$`)),
      }),
    ]);
    const member = await system.login('member', 'member1234');
    expect((await system.api('GET', '/api/admin/vote-sites', member)).status).toBe(403);
    expect(
      (
        await system.api('POST', '/api/admin/vote-sites', admin, {
          ...siteInput('topg'),
          voteUrl: 'https://x.example/',
        })
      ).body.message,
    ).toEqual("Vote URL must contain {username} where the player's name goes");
  });

  describe.each(VOTE_PROTOCOLS)('%s', (protocol) => {
    let site: VoteSite;
    const fake = (overrides: { key?: string; from?: string; callbackUrl?: string } = {}) =>
      new FakeVoteSite(
        protocol,
        local(overrides.callbackUrl ?? site.callbackUrl),
        overrides.key ?? site.key ?? '',
        overrides.from ?? '127.0.0.1',
      );

    beforeAll(async () => {
      const answer = await system.api('POST', '/api/admin/vote-sites', admin, siteInput(protocol));
      expect(answer.status).toBe(201);
      site = answer.body;
    });

    it('credits a counted vote once, with the site reward and cooldown, and names the site', async () => {
      const username = await player();
      const voterIp = ip();
      expect(await credited(await fake().vote({ username, voterIp }))).toBe(1);
      const [row] = (
        await db.query(
          `SELECT id, site, site_id, reward_nx, voter_ip, extract(epoch FROM credited_until - created_at) / 3600 AS hours
           FROM accounts.votes WHERE account_name = $1 AND credited`,
          [username],
        )
      ).rows;
      // The voter's address from the site's own field: what the per-address rule holds it to.
      expect(row).toMatchObject({
        site: site.name,
        site_id: site.id,
        reward_nx: 3000,
        voter_ip: NO_VOTER_ADDRESS.includes(protocol) ? '' : voterIp,
      });
      expect(Number(row.hours)).toBe(12);
      expect(await ledger(username)).toEqual([{ source_key: `vote:${row.id}`, amount: 3000 }]);
      const status = (await system.api('GET', `/api/vote-status?username=${username}`)).body;
      const mine = status.sites.find((entry: { id: number }) => entry.id === site.id);
      expect(mine).toEqual({
        id: site.id,
        name: site.name,
        url: `https://${protocol}.example/vote?name=${username}`,
        allowed: false,
        timeLeftMs: expect.any(Number),
        reward: 3000,
      });
      expect(mine.timeLeftMs).toBeGreaterThan(12 * HOUR_MS - 60_000);
      // The other sites do not wait for this one.
      expect(status.allowed).toBe(true);
    });

    it('credits nothing for a refused vote or an unknown name, answering 200', async () => {
      const username = await player();
      const refused = await fake().vote({ username, voterIp: ip(), counted: false });
      if (refused) expect(await credited(refused)).toBe(0);
      expect(await credited(await fake().vote({ username: 'nobodyatall', voterIp: ip() }))).toBe(0);
      expect(await ledger(username)).toEqual([]);
    });

    it('refuses a wrong key or secret, no secret, and a source outside the allow list', async () => {
      const username = await player();
      const base = `${PUBLIC_URL}/api/vote/pingback/${site.id}`;
      const attempts = [
        fake({ from: '198.51.100.250' }),
        KEYED.includes(protocol) ? fake({ key: 'guessed-key-1' }) : fake({ callbackUrl: `${base}/guessed-secret` }),
        ...(KEYED.includes(protocol)
          ? [fake({ key: 'guessed-key-1', callbackUrl: `${base}/guessed` })]
          : [fake({ callbackUrl: base })]),
      ];
      for (const attempt of attempts) {
        const answer = await attempt.vote({ username, voterIp: ip() });
        expect(answer?.status).toBe(403);
        expect((await sent(answer).json()).message).toBe(MESSAGES.votePingbackRejected);
      }
      expect(await ledger(username)).toEqual([]);
    });
  });

  it('rotates a secret: the old callback address is refused, the new one credits', async () => {
    const topg = (await system.api('GET', '/api/admin/vote-sites', admin)).body.find(
      (site: VoteSite) => site.name === 'TopG',
    ) as VoteSite;
    const rotated = await system.api('POST', `/api/admin/vote-sites/${topg.id}/rotate-secret`, admin);
    expect(rotated.status).toBe(200);
    expect(rotated.body.callbackUrl).not.toBe(topg.callbackUrl);
    const username = await player();
    expect((await new FakeVoteSite('topg', local(topg.callbackUrl)).vote({ username, voterIp: ip() }))?.status).toBe(
      403,
    );
    expect(
      await credited(await new FakeVoteSite('topg', local(rotated.body.callbackUrl)).vote({ username, voterIp: ip() })),
    ).toBe(1);
  });

  it('edits, turns off and deletes a site: the callback address of a deleted site is refused', async () => {
    const created = (await system.api('POST', '/api/admin/vote-sites', admin, siteInput('gaming-toplist')))
      .body as VoteSite;
    const off = await system.api('PUT', `/api/admin/vote-sites/${created.id}`, admin, {
      ...siteInput('gaming-toplist'),
      name: 'Gaming Toplist (off)',
      enabled: false,
    });
    expect(off.body).toMatchObject({
      id: created.id,
      name: 'Gaming Toplist (off)',
      enabled: false,
      callbackUrl: created.callbackUrl,
    });
    expect((await system.api('DELETE', `/api/admin/vote-sites/${created.id}`, admin)).status).toBe(200);
    expect((await system.api('DELETE', `/api/admin/vote-sites/${created.id}`, admin)).body.message).toBe(
      MESSAGES.voteSiteNotFound,
    );
    const username = await player();
    expect(
      (await new FakeVoteSite('gaming-toplist', local(created.callbackUrl)).vote({ username, voterIp: ip() }))?.status,
    ).toBe(403);
  });
});
