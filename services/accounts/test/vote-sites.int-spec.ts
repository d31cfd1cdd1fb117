import { VoteOutcome, VoteSite, VoteSiteInput } from '@henesys/contracts';
import { GameDatabase } from '@henesys/game';
import { startServiceModule, ServiceModuleUnderTest } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { accountsModule } from '../src/accounts.module';
import { AccountsEnv } from '../src/config/accounts-env';
import { VoteService } from '../src/vote/vote.service';
import { VoteSitesSeeder } from '../src/vote/vote-sites.seeder';
import { VoteSitesService } from '../src/vote/vote-sites.service';
import { newGameAccount, nxGrants } from './vote-fixtures';

const HOUR_MS = 60 * 60 * 1000;
const PUBLIC_URL = 'https://henesys.example';

/**
 * The vote rules in this process against real PostgreSQL, Redis and a Cosmic game database, without the
 * gateway or the transport (each protocol's own checks are in vote-sites.e2e-spec.ts): one credited vote
 * per site within its cooldown per account and per voter address, other sites not blocked, a burst of one
 * callback credited once, a disabled site crediting nothing, and the sites taken from the settings once.
 */
describe('vote sites (accounts module, real Postgres and game database)', () => {
  let service: ServiceModuleUnderTest<AccountsEnv>;
  let votes: VoteService;
  let sites: VoteSitesService;
  let pg: DataSource;
  let gameDb: GameDatabase;
  let counter = 0;

  const ip = () => `198.51.100.${(counter += 1) % 250}`;
  /** A game account of its own for each test. */
  const player = () => newGameAccount(gameDb, 'm');
  const siteInput = (name: string, overrides: Partial<VoteSiteInput> = {}): VoteSiteInput => ({
    name,
    protocol: 'topg',
    voteUrl: `https://${name.toLowerCase()}.example/vote?name={username}`,
    cooldownHours: 12,
    rewardNx: 3000,
    enabled: true,
    order: 10,
    allowFrom: [],
    key: null,
    ...overrides,
  });
  /** The secret is the callback address's last segment. */
  const secretOf = (site: VoteSite) => site.callbackUrl.split('/').pop() ?? '';
  /** A TopG-style callback (the name and the voter's address) for that site, as the gateway passes it on. */
  const vote = async (site: VoteSite, username: string, voterIp: string): Promise<number> =>
    (
      await votes.receive({
        siteId: site.id,
        secret: secretOf(site),
        sourceIp: '127.0.0.1',
        body: site.protocol === 'top100arena' ? { postback: username } : { p_resp: username, ip: voterIp },
      })
    ).credited;
  const outcomes = async (username: string): Promise<VoteOutcome[]> =>
    (await pg.query(`SELECT outcome FROM accounts.votes WHERE account_name = $1 ORDER BY id`, [username])).map(
      (row: { outcome: VoteOutcome }) => row.outcome,
    );
  const ledger = (username: string) => nxGrants(gameDb, username);

  beforeAll(async () => {
    service = await startServiceModule({
      label: 'vote_sites_mod',
      envClass: AccountsEnv,
      module: accountsModule,
      env: {
        VOTE_PINGBACK_KEY: 'module-test-key-789',
        VOTE_SITE_URL: 'https://vote.example/site/123',
        PUBLIC_URL,
        VOTE_SITES: JSON.stringify([
          { name: 'TopG', protocol: 'topg', voteUrl: 'https://topg.org/maplestory-private-servers/in-1-{username}' },
        ]),
      },
    });
    votes = service.get(VoteService);
    sites = service.get(VoteSitesService);
    pg = service.get(DataSource);
    gameDb = service.get(GameDatabase);
  }, 90_000);

  afterAll(async () => {
    await service?.close();
  });

  it('takes the sites from the settings at the first start only, leaving the admins’ changes alone', async () => {
    const seeded = await sites.list();
    expect(seeded.map(({ id, name, protocol }) => ({ id, name, protocol }))).toEqual([
      { id: 1, name: 'GTop100', protocol: 'gtop100' },
      { id: 2, name: 'TopG', protocol: 'topg' },
    ]);
    expect(seeded[0]).toMatchObject({
      voteUrl: 'https://vote.example/site/123?vote=1&pingUsername={username}',
      key: 'module-test-key-789',
      callbackUrl: `${PUBLIC_URL}/api/vote/pingback/1`,
    });
    // An admin renames site 1 and deletes TopG; the next start (the seeder again) changes nothing.
    const renamed = siteInput('Renamed', { protocol: 'gtop100', key: 'module-test-key-789' });
    await sites.update(1, renamed);
    await sites.delete(2);
    await service.get(VoteSitesSeeder).onApplicationBootstrap();
    expect((await sites.list()).map(({ id, name }) => ({ id, name }))).toEqual([{ id: 1, name: 'Renamed' }]);
    expect(await pg.query('SELECT count(*)::int AS n FROM accounts.vote_sites_seeded')).toEqual([{ n: 1 }]);
  });

  it('holds each site to its cooldown per account and per voter address, without blocking another site', async () => {
    const first = await sites.create(siteInput('First'));
    const second = await sites.create(siteInput('Second', { cooldownHours: 6, rewardNx: 1000 }));
    const [alice, bob] = [await player(), await player()];
    const voter = ip();

    expect(await vote(first, alice, voter)).toBe(1);
    // The same account from another address, and another account from the same address: refused on that site.
    expect(await vote(first, alice, ip())).toBe(0);
    expect(await vote(first, bob, voter)).toBe(0);
    expect(await outcomes(alice)).toEqual(['credited', 'duplicate-account']);
    expect(await outcomes(bob)).toEqual(['duplicate-ip']);
    // The other site does not wait for the first: same account, same address, its own reward.
    expect(await vote(second, alice, voter)).toBe(1);
    expect((await ledger(alice)).map((grant) => grant.amount).sort()).toEqual([1000, 3000]);

    const status = await votes.status(alice);
    const mine = (id: number) => status.sites.find((site) => site.id === id);
    expect(mine(first.id)).toMatchObject({ allowed: false, reward: 3000 });
    expect(mine(first.id)?.timeLeftMs).toBeGreaterThan(12 * HOUR_MS - 60_000);
    expect(mine(second.id)?.timeLeftMs).toBeLessThanOrEqual(6 * HOUR_MS);
    expect((await votes.status(bob)).sites.find((site) => site.id === second.id)).toMatchObject({
      allowed: true,
      timeLeftMs: 0,
      url: `https://second.example/vote?name=${bob}`,
    });
  });

  it('holds a site that reports no voter address to the account rule only', async () => {
    const arena = await sites.create(siteInput('Arena', { protocol: 'top100arena' }));
    const [alice, bob] = [await player(), await player()];
    expect(await vote(arena, alice, '')).toBe(1);
    expect(await vote(arena, alice, '')).toBe(0);
    expect(await vote(arena, bob, '')).toBe(1);
  });

  it('credits one vote when the same callback arrives 12 times at once', async () => {
    const burst = await sites.create(siteInput('Burst'));
    const username = await player();
    const voterIp = ip();
    const credited = await Promise.all(Array.from({ length: 12 }, () => vote(burst, username, voterIp)));
    expect(credited.reduce((total, count) => total + count, 0)).toBe(1);
    expect(await ledger(username)).toHaveLength(1);
    expect((await outcomes(username)).filter((outcome) => outcome === 'credited')).toHaveLength(1);
  });

  it('credits nothing on a disabled site, logging the vote, and leaves it off the vote page', async () => {
    const input = siteInput('Off');
    const off = await sites.create(input);
    await sites.update(off.id, { ...input, enabled: false });
    const username = await player();
    expect(await vote(off, username, ip())).toBe(0);
    expect(await outcomes(username)).toEqual(['site-disabled']);
    expect(await ledger(username)).toEqual([]);
    expect((await votes.status(username)).sites.map((site) => site.id)).not.toContain(off.id);
  });
});
