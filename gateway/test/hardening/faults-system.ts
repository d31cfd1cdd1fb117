import { writeFileSync } from 'node:fs';
import { ProcessName } from '@henesys/runner';
import { TestSystem } from '@henesys/testing';
import { Client } from 'pg';
import { LoadAnswer, LoadRoute } from './load-driver';

/** Short, so a silent service shows within the cases' few seconds. */
export const RPC_TIMEOUT_MS = 1_500;
const PINGBACK_KEY = 'faults-pingback-key';
/** Players the load votes for: game accounts as the game server holds them, one credited vote each. */
const VOTERS = 3_000;
/** Pending donations the load's admin completes, one per call. */
const COMPLETABLE = 1_000;
/**
 * Players whose donations the load submits and cancels in turn. A fault can leave a submit applied
 * but unanswered (cancelled after the case): ten dropped Postgres connections left up to 3 on one of
 * five players, whose next submits met the pending limit (409).
 */
const WRITERS = 12;
export const SERVICES: readonly ProcessName[] = [
  'auth',
  'accounts',
  'donations',
  'content',
  'rankings',
  'community',
  'worker',
];

/** The load's routes by name; each names the processes (besides gateway, Redis and Postgres) it needs. */
export const ROUTE = {
  serverStatus: 'GET /api/server-status',
  rankings: 'GET /api/rankings',
  voteStatus: 'GET /api/vote-status',
  pingback: 'POST /api/vote/pingback',
  myDonations: 'GET /api/user/donations',
  submit: 'POST /api/user/donations/submit',
  cancel: 'PATCH /api/user/donations/:id/cancel',
  complete: 'PUT /api/donations/:id/status',
  discord: 'GET /api/discord/connection',
  twoFactor: 'GET /api/2fa/status',
  health: 'GET /api/health',
} as const;

export const NEEDS: Record<string, readonly ProcessName[]> = {
  [ROUTE.serverStatus]: ['content'],
  [ROUTE.rankings]: ['rankings'],
  [ROUTE.voteStatus]: ['accounts'],
  [ROUTE.pingback]: ['accounts'],
  [ROUTE.myDonations]: ['donations'],
  // The gateway asks auth for the player's e-mail first.
  [ROUTE.submit]: ['auth', 'donations'],
  [ROUTE.cancel]: ['donations'],
  [ROUTE.complete]: ['donations'],
  [ROUTE.discord]: ['community'],
  [ROUTE.twoFactor]: ['auth'],
  [ROUTE.health]: SERVICES,
};

/** The routes that need `process`. */
export const routesNeeding = (process: ProcessName): string[] =>
  Object.keys(NEEDS).filter((route) => NEEDS[route].includes(process));

export interface FaultsWorld {
  system: TestSystem;
  db: Client;
  admin: string;
  /** Session tokens by username of the players whose donations the load submits and cancels (WRITERS in turn, so the few a fault leaves pending never reach one player's limit of 3). */
  writers: Record<string, string>;
  routes: LoadRoute[];
}

export const isSuccess = (answer: LoadAnswer) => answer.status >= 200 && answer.status < 300;

/** A new player (password secret123, e-mail <name>@example.com, born 1990-01-01), signed in: its session token. */
export async function register(system: TestSystem, username: string): Promise<string> {
  const answer = await system.api('POST', '/api/auth/register', undefined, {
    username,
    email: `${username}@example.com`,
    password: 'secret123',
    birthday: '1990-01-01',
  });
  if (answer.status !== 201) throw new Error(`register ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return system.login(username, 'secret123');
}

/** The whole system on a database of its own, with the players and donations the load works on. */
async function startFaultsWorld(label: string): Promise<FaultsWorld> {
  const system = await TestSystem.start({
    label,
    env: {
      RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
      JWT_SECRET: 'faults-suite-jwt-secret-0123456789abcdef',
      // One client IP sends the whole load: the limits are not what is tested here.
      RATE_LIMIT_DEFAULT: '100000/60',
      RATE_LIMIT_LOGIN: '1000/60',
      RATE_LIMIT_REGISTER: '1000/60',
      RATE_LIMIT_VOTE_PINGBACK: '100000/60',
    },
    envFor: {
      accounts: { VOTE_PINGBACK_KEY: PINGBACK_KEY, GAME_OFFLINE_CONFIRM_SECONDS: '1', PENDING_NX_SWEEP_SECONDS: '1' },
      donations: { DELIVERY_WAIT_MS: '300', REWARD_BACKOFF_MS: '200' },
      worker: { WORKER_STALLED_INTERVAL_MS: '2000', RECONCILE_SECONDS: '2' },
    },
  });
  const db = new Client({ connectionString: system.database.url });
  try {
    return await populateFaultsWorld(system, db);
  } catch (error) {
    // afterAll never receives a world that could not be set up: the file's environment stops its system,
    // and this connection goes first (the database is dropped under it).
    await db.end().catch(() => undefined);
    throw error;
  }
}

/** The players, voters and pending donations the load works on. */
async function populateFaultsWorld(system: TestSystem, db: Client): Promise<FaultsWorld> {
  await db.connect();
  // One after the other: a dozen password hashes at once can outlast the short RPC deadline on a busy machine.
  const writers: Record<string, string> = {};
  for (let index = 1; index <= WRITERS; index += 1) writers[`fltw${index}`] = await register(system, `fltw${index}`);
  await register(system, 'fltpay');
  await system.game.db.execute('INSERT INTO accounts (`name`, password) VALUES ?', [
    Array.from({ length: VOTERS }, (_, index) => [`fltv${index + 1}`, 'x']),
  ]);
  const completable = await insertPendingDonations(db, 'fltpay', COMPLETABLE);
  const admin = await system.login('admin', 'admin1234');
  const member = await system.login('member', 'member1234');
  return { system, db, admin, writers, routes: loadRoutes(admin, member, Object.values(writers), completable) };
}

/**
 * Pending donations written straight in (submitting is the load's and other suites' business), in id order:
 * `count` of 5 000 NX, or Gold Founder Packs for the character `goldFor`.
 */
export async function insertPendingDonations(
  db: Client,
  username: string,
  count: number,
  goldFor?: string,
): Promise<number[]> {
  const [packageId, packageName, amount] = goldFor ? ['gold', 'Gold Founder Pack', 35] : ['nx5', '5 000 NX', 5];
  const { rows } = await db.query(
    `INSERT INTO donations.donations (user_id, username, email, package_id, package_name, is_founder, character_name, amount_usd, payment_method)
     SELECT u.id, u.username, u.email, $2, $3, $4, $5, $6, 'crypto-LTC' FROM auth.users u, generate_series(1, $7) WHERE u.username = $1 RETURNING id`,
    [username, packageId, packageName, goldFor !== undefined, goldFor ?? null, amount, count],
  );
  return rows.map((row) => row.id as number).sort((a, b) => a - b);
}

/** Starts a world before the file's tests and stops it after them; the getter gives it to the tests. */
export function useFaultsWorld(label: string): () => FaultsWorld {
  let world: FaultsWorld | undefined;
  beforeAll(async () => {
    world = await startFaultsWorld(label);
  }, 120_000);
  afterAll(() => stopFaultsWorld(world));
  return () => world as FaultsWorld;
}

/** FAULTS_LOGS=<file> keeps every process's output (and unexpected exits) there for a post-mortem. */
async function stopFaultsWorld(world: FaultsWorld | undefined): Promise<void> {
  if (world && process.env.FAULTS_LOGS)
    writeFileSync(process.env.FAULTS_LOGS, [...world.system.unexpectedExits, ...world.system.logs].join('\n'));
  await world?.db.end();
  await world?.system.stop();
}

/**
 * Reads on every service, and writes on accounts (a credited vote: vote row, NX ledger row, balance)
 * and donations (submit then cancel; an admin completing a donation, which queues its reward).
 * Counters live here, not in one load run, so every run votes for new players and completes new donations.
 */
function loadRoutes(admin: string, member: string, writers: string[], completable: number[]): LoadRoute[] {
  let voter = 0;
  let completion = 0;
  let submit = 0;
  return [
    { name: ROUTE.serverStatus, request: { path: '/api/server-status' } },
    { name: ROUTE.rankings, request: { path: '/api/rankings?type=level&limit=10' } },
    { name: ROUTE.voteStatus, request: { path: '/api/vote-status?username=member' } },
    {
      name: ROUTE.pingback,
      request: () => {
        voter += 1;
        return {
          method: 'POST',
          path: '/api/vote/pingback',
          body: {
            pingUsername: `fltv${voter}`,
            VoterIP: `10.9.${voter >> 8}.${voter & 255}`,
            Successful: '0',
            Reason: '',
            pingbackkey: PINGBACK_KEY,
          },
        };
      },
    },
    { name: ROUTE.myDonations, request: { path: '/api/user/donations?limit=5', token: member } },
    {
      name: ROUTE.submit,
      request: () => {
        const token = writers[(submit += 1) % writers.length];
        return {
          method: 'POST',
          path: '/api/user/donations/submit',
          token,
          body: { packageId: 'nx5', paymentMethod: 'crypto-BTC' },
        };
      },
      followUp: {
        name: ROUTE.cancel,
        request: (answer) => {
          const id = (answer.body as { donation?: { id: number } } | undefined)?.donation?.id;
          if (answer.status !== 201 || !id || !answer.request.token) return undefined;
          return { method: 'PATCH', path: `/api/user/donations/${id}/cancel`, token: answer.request.token };
        },
      },
    },
    {
      name: ROUTE.complete,
      request: () => ({
        method: 'PUT',
        path: `/api/donations/${completable[completion++ % completable.length]}/status`,
        token: admin,
        body: { status: 'completed' },
      }),
    },
    { name: ROUTE.discord, request: { path: '/api/discord/connection', token: member } },
    { name: ROUTE.twoFactor, request: { path: '/api/2fa/status', token: member } },
    { name: ROUTE.health, request: { path: '/api/health' } },
  ];
}
