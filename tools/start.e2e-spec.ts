import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, createTestGameDatabase, TestDatabase, TestGameDatabase } from '@henesys/testing';
import { freePort, OwnRedisServer, WORKSPACE_ROOT } from '@henesys/runner';

interface RunningStart {
  child: ChildProcess;
  output: () => string;
  childPids: () => number[];
}

/** What `npm start` runs after its build: the script named in package.json, so a wrong path fails here. */
function startEntry(): string {
  const scripts = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
  const entry = /&& node (\S+)$/.exec(scripts.start)?.[1];
  if (!entry) throw new Error(`package.json's start script does not end in "node <entry>": ${scripts.start}`);
  return join(WORKSPACE_ROOT, entry);
}

/** Runs the README's run command (the built start script) and waits for its banner. */
async function runStart(env: NodeJS.ProcessEnv): Promise<RunningStart> {
  const child = spawn(process.execPath, [startEntry()], { cwd: WORKSPACE_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const childPids = () =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean);
  return { child, output: () => output, childPids };
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

  beforeAll(async () => {
    database = await createTestDatabase('start');
    // An empty game database: the run command's demo tables and demo world go there (GAME_SCHEMA_MANAGED defaults to true).
    game = await createTestGameDatabase('start', 'managed');
    redis = await OwnRedisServer.start();
    env = { PATH: process.env.PATH, DATABASE_URL: database.url, GAME_DATABASE_URL: game.url, REDIS_URL: redis.url, PORT: String(await freePort()), LOG_LEVEL: 'warn' };
  });

  afterAll(async () => {
    await redis?.stop();
    await database?.drop();
    await game?.drop();
  });

  it('serves the site, prints the URL and the demo logins, and Ctrl-C stops every child; a second start on the same data works', async () => {
    const first = await runStart(env);
    expect(first.output()).toContain('admin  / admin1234');
    expect(first.output()).toContain('member / member1234');
    expect(first.output()).toContain('ingame / member1234');
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    expect(health.status).toBe(200);
    const seeded = await counts(database.url, game);
    expect(seeded).toEqual({ users: 3, characters: 3005, inGame: 1, articles: 5, notices: 2 });

    const children = first.childPids();
    expect(children).toHaveLength(8);
    first.child.kill('SIGINT');
    const exitCode = await new Promise<number | null>((resolve) => first.child.once('exit', (code) => resolve(code)));
    expect(exitCode).toBe(0);
    const stillAlive = children.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(stillAlive).toEqual([]);

    const second = await runStart(env);
    try {
      expect((await fetch(`http://127.0.0.1:${env.PORT}/api/server-status`)).status).toBe(200);
      expect(await counts(database.url, game)).toEqual(seeded);
    } finally {
      second.child.kill('SIGINT');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  }, 180_000);
});
