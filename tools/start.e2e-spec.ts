import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { decode, sign, verify } from 'jsonwebtoken';
import { Client } from 'pg';
import { createTestDatabase, createTestGameDatabase, TestDatabase, TestGameDatabase } from '@henesys/testing';
import { freePort, OwnRedisServer, WORKSPACE_ROOT } from '@henesys/runner';

interface RunningStart {
  child: ChildProcess;
  output: () => string;
  childPids: () => number[];
  /** The pid of one process the start runs (found by its entry point). */
  pidOf: (entry: string) => number | undefined;
}

/** What this project once published as development values: a running `npm start` must refuse them. */
const PUBLISHED_JWT_SECRET = 'dev-only-jwt-secret-do-not-use-in-production';
const PUBLISHED_PINGBACK_KEY = 'dev-only-pingback-key';
const SECRETS_FILE = join(WORKSPACE_ROOT, '.data', 'secrets.json');

/** What `npm start` runs after its build: the script named in package.json, so a wrong path fails here. */
function startEntry(): string {
  const scripts = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const entry = /&& node (\S+)$/.exec(scripts.start)?.[1];
  if (!entry) throw new Error(`package.json's start script does not end in "node <entry>": ${scripts.start}`);
  return join(WORKSPACE_ROOT, entry);
}

/** Runs the README's run command (the built start script) and waits for its banner. */
async function runStart(env: NodeJS.ProcessEnv): Promise<RunningStart> {
  const child = spawn(process.execPath, [startEntry()], {
    cwd: WORKSPACE_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Henesys is running at')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`start exited early:\n${output}`));
      }
    }, 100);
  });
  const children = () =>
    execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => ({ pid: Number(line.trim().split(/\s+/)[0]), args: line }));
  const childPids = () => children().map(({ pid }) => pid);
  const pidOf = (entry: string) => children().find(({ args }) => args.includes(entry))?.pid;
  return { child, output: () => output, childPids, pidOf };
}

async function stopStart(start: RunningStart): Promise<number | null> {
  if (start.child.exitCode !== null) return start.child.exitCode;
  const exited = new Promise<number | null>((resolve) => start.child.once('exit', (code) => resolve(code)));
  start.child.kill('SIGINT');
  return exited;
}

/** The operator keys the banner prints (generated ones are shown in full). */
function printedKey(output: string, label: string): string | undefined {
  return new RegExp(`${label}:\\s+([0-9a-f]{64})`).exec(output)?.[1];
}

/** An address of this machine other than the loopback, if it has one. */
function outsideAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

async function counts(databaseUrl: string, game: TestGameDatabase): Promise<Record<string, number>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT
      (SELECT count(*) FROM auth.users)::int AS users,
      (SELECT count(*) FROM content.articles)::int AS articles,
      (SELECT count(*) FROM content.notices)::int AS notices`);
    const [characters] = await game.db.rows<{ n: number }>('SELECT count(*) AS n FROM characters');
    const [inGame] = await game.db.rows<{ n: number }>('SELECT count(*) AS n FROM accounts WHERE loggedin = 2');
    return { ...rows[0], characters: Number(characters.n), inGame: Number(inGame.n) };
  } finally {
    await client.end();
  }
}

describe('npm start (the single-host run command)', () => {
  let database: TestDatabase;
  let game: TestGameDatabase;
  let redis: OwnRedisServer;
  let env: NodeJS.ProcessEnv;
  let base: string;
  let first: RunningStart | undefined;
  let second: RunningStart | undefined;
  let seeded: Record<string, number>;
  let memberToken: string;
  let secretsInUse: Record<string, string>;

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  const login = async (username: string, password: string): Promise<string> => {
    const answer = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    return ((await answer.json()) as { token: string }).token;
  };
  const pingback = (key: string) =>
    api('/api/vote/pingback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        VoterIP: '198.51.100.7',
        Successful: '1',
        Reason: 'start e2e',
        pingUsername: 'member',
        pingbackkey: key,
      }).toString(),
    });

  beforeAll(async () => {
    database = await createTestDatabase('start');
    // An empty game database: the run command's demo tables and demo world go there (GAME_SCHEMA_MANAGED defaults to true).
    game = await createTestGameDatabase('start', 'managed');
    redis = await OwnRedisServer.start();
    env = {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      GAME_DATABASE_URL: game.url,
      REDIS_URL: redis.url,
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    };
    base = `http://127.0.0.1:${env.PORT}`;
  });

  afterAll(async () => {
    for (const start of [first, second]) if (start) await stopStart(start);
    await redis?.stop();
    await database?.drop();
    await game?.drop();
  });

  it('serves the site, prints the URL, the demo logins and the operator keys', async () => {
    first = await runStart(env);
    expect(first.output()).toContain(`Henesys is running at http://localhost:${env.PORT}`);
    expect(first.output()).toContain('admin  / admin1234');
    expect(first.output()).toContain('member / member1234');
    expect(first.output()).toContain('ingame / member1234');
    expect(first.output()).toContain('moderator / member1234');
    expect(printedKey(first.output(), 'Vote pingback key')).toBeDefined();
    expect(printedKey(first.output(), 'Metrics token')).toBeDefined();
    const health = await api('/api/health');
    expect(health.status).toBe(200);
    seeded = await counts(database.url, game);
    expect(seeded).toEqual({ users: 4, characters: 3005, inGame: 1, articles: 5, notices: 2 });
    expect(first.childPids()).toHaveLength(8);
  }, 180_000);

  it('uses secrets made up once and kept in .data/secrets.json (mode 600), none of them in the repository; the published development values are refused', async () => {
    expect(statSync(SECRETS_FILE).mode & 0o777).toBe(0o600);
    secretsInUse = JSON.parse(readFileSync(SECRETS_FILE, 'utf8'));
    const output = first?.output() ?? '';
    expect(printedKey(output, 'Vote pingback key')).toBe(secretsInUse.VOTE_PINGBACK_KEY);
    expect(printedKey(output, 'Metrics token')).toBe(secretsInUse.METRICS_TOKEN);
    for (const value of Object.values(secretsInUse)) {
      const found = spawnSync('git', ['grep', '-I', '-l', '-F', '-e', value], {
        cwd: WORKSPACE_ROOT,
        encoding: 'utf8',
      });
      expect(found.stdout).toBe('');
    }

    memberToken = await login('member', 'member1234');
    const claims = verify(memberToken, secretsInUse.JWT_SECRET) as Record<string, unknown>;
    expect(claims).toEqual(expect.objectContaining({ username: 'member' }));
    const { iat: _iat, exp: _exp, ...payload } = decode(memberToken) as Record<string, unknown>;
    const forged = sign(payload, PUBLISHED_JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await api('/api/user/security-settings', bearer(memberToken))).status).toBe(200);
    expect((await api('/api/user/security-settings', bearer(forged))).status).toBe(401);

    expect((await pingback(PUBLISHED_PINGBACK_KEY)).status).toBe(403);
    const accepted = await pingback(secretsInUse.VOTE_PINGBACK_KEY);
    expect({ status: accepted.status, body: await accepted.json() }).toEqual({
      status: 200,
      body: { status: 'ok', received: 1, credited: 0 },
    });

    expect((await api('/api/metrics', bearer(secretsInUse.METRICS_TOKEN))).status).toBe(200);
  }, 60_000);

  it('listens on 127.0.0.1 only', async () => {
    const address = outsideAddress();
    if (!address)
      return console.info('start.e2e: this machine has no address but the loopback; nothing to check from outside.');
    await expect(
      fetch(`http://${address}:${env.PORT}/api/health/live`, { signal: AbortSignal.timeout(5_000) }),
    ).rejects.toThrow();
    expect((await api('/api/health/live')).status).toBe(200);
  });

  it('restarts a service killed with SIGKILL after a 1 s backoff, says so, and its routes answer again', async () => {
    const pid = first?.pidOf('services/auth/dist/main.js');
    expect(pid).toBeDefined();
    process.kill(pid as number, 'SIGKILL');
    const statuses = new Set<number>();
    const deadline = Date.now() + 60_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await api('/api/user/security-settings', { headers: { authorization: `Bearer ${memberToken}` } }))
        .status;
      statuses.add(status);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    // Down in between: 503 once Redis has dropped its subscription, 504 for a request that raced the kill.
    expect([...statuses].filter((seen) => seen === 503 || seen === 504)).not.toHaveLength(0);
    expect(first?.output()).toMatch(/\[start\] auth exited \(code -, signal SIGKILL\); restarting in 1 s/);
    const restarted = first?.pidOf('services/auth/dist/main.js');
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(pid);
  }, 90_000);

  it('Ctrl-C stops every child; a second start reuses the data and the secrets, so sessions survive it', async () => {
    const children = first?.childPids() ?? [];
    expect(children).toHaveLength(8);
    expect(await stopStart(first as RunningStart)).toBe(0);
    const stillAlive = children.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(stillAlive).toEqual([]);

    second = await runStart(env);
    expect((await api('/api/server-status')).status).toBe(200);
    expect(await counts(database.url, game)).toEqual(seeded);
    expect(JSON.parse(readFileSync(SECRETS_FILE, 'utf8'))).toEqual(secretsInUse);
    expect(printedKey(second.output(), 'Vote pingback key')).toBe(secretsInUse.VOTE_PINGBACK_KEY);
    expect(
      (await api('/api/user/security-settings', { headers: { authorization: `Bearer ${memberToken}` } })).status,
    ).toBe(200);
  }, 180_000);
});
