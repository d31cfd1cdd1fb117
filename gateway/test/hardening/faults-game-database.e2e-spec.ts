import { OwnGameDatabaseServer, findServerBinary } from '@henesys/runner';
import { recordReliability, TestSystem, until } from '@henesys/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SUITE = 'faults-game-database';
const GAME_DOWN = 'The game database is not answering right now. Please try again in a few minutes.';

/**
 * Issue #18, Faults: the game's own MySQL/MariaDB stopped (connections refused) and frozen (connections
 * hang). Routes that need it answer a clear 503 within a couple of seconds; news, rankings and skills
 * keep answering; everything recovers by itself when the database is back, with no process restarted.
 */
describe('the game database stopped or unreachable', () => {
  const binary = findServerBinary();
  const dataDir = mkdtempSync(join(tmpdir(), 'henesys-game-fault-'));
  let server: OwnGameDatabaseServer;
  let system: TestSystem;
  let member: string;

  beforeAll(async () => {
    if (!binary) throw new Error('mariadbd or mysqld is needed (apt-get install mariadb-server)');
    server = await OwnGameDatabaseServer.start(binary, dataDir, () => undefined);
    system = await TestSystem.start({
      label: 'faults_game',
      gameServerUrl: server.url,
      env: { GAME_DATABASE_TIMEOUT_MS: '1500' },
      envFor: { gateway: { RATE_LIMIT_LOGIN: '1000/60', RATE_LIMIT_REGISTER: '1000/60' } },
    });
    member = await system.login('member', 'member1234');
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
    server?.freeze(false);
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const timed = async (call: () => Promise<{ status: number; body: { message?: string } }>) => {
    const started = Date.now();
    const answer = await call();
    return { ...answer, ms: Date.now() - started };
  };
  const needsGame = () => ({
    login: () => system.api('POST', '/api/auth/login', undefined, { username: 'member', password: 'member1234' }),
    signup: () =>
      system.api('POST', '/api/auth/register', undefined, {
        username: `fg${Date.now().toString(36).slice(-8)}`,
        email: `fg${Date.now()}@example.com`,
        password: 'secret123',
        birthday: '2000-01-01',
      }),
    dashboard: () => system.api('GET', '/api/user/account-details', member),
  });
  const withoutGame = () => ({
    news: () => system.api('GET', '/api/news'),
    rankings: () => system.api('GET', '/api/rankings'),
    skills: () => system.api('GET', '/api/skills'),
    status: () => system.api('GET', '/api/server-status'),
  });

  async function expectOutage(kind: string) {
    const slowest: number[] = [];
    for (const [name, call] of Object.entries(needsGame())) {
      const answer = await timed(call);
      expect({ name, status: answer.status, message: answer.body.message }).toEqual({
        name,
        status: 503,
        message: GAME_DOWN,
      });
      expect(answer.ms).toBeLessThan(4_000);
      slowest.push(answer.ms);
    }
    for (const [name, call] of Object.entries(withoutGame())) {
      const answer = await call();
      expect({ name, status: answer.status }).toEqual({ name, status: 200 });
    }
    return { kind, slowestMs: Math.max(...slowest) };
  }

  async function expectRecovery(): Promise<number> {
    const started = Date.now();
    await until(
      'every route that needs the game database answers again',
      async () => {
        const answers = await Promise.all(Object.values(needsGame()).map((call) => call()));
        return answers.every((answer) => answer.status === 200 || answer.status === 201);
      },
      60_000,
    );
    return Date.now() - started;
  }

  it('works before the fault', async () => {
    for (const call of [...Object.values(needsGame()), ...Object.values(withoutGame())])
      expect([200, 201]).toContain((await call()).status);
  });

  it('stopped: clean 503s where the game is needed, the rest answers, and it recovers by itself', async () => {
    await server.stop();
    const outage = await expectOutage('stopped');
    await server.restart();
    const recoveryMs = await expectRecovery();
    expect(system.unexpectedExits).toEqual([]);
    recordReliability(SUITE, {
      section: 'Faults',
      case: 'game database stopped (connections refused)',
      result: `sign-up, login, dashboard: 503 "${GAME_DOWN}" (slowest ${outage.slowestMs} ms); news, rankings, skills, status: 200; all back ${recoveryMs} ms after the restart, no process restarted`,
      figures: { 'slowest 503 ms': outage.slowestMs, 'recovery ms': recoveryMs },
    });
  });

  it('frozen (accepts, never answers): 503 within the timeout, then recovery', async () => {
    server.freeze(true);
    let outage: { slowestMs: number };
    try {
      outage = await expectOutage('frozen');
    } finally {
      server.freeze(false);
    }
    const recoveryMs = await expectRecovery();
    recordReliability(SUITE, {
      section: 'Faults',
      case: 'game database frozen (SIGSTOP)',
      result: `sign-up, login, dashboard: 503 within ${outage.slowestMs} ms (GAME_DATABASE_TIMEOUT_MS 1500); news, rankings, skills, status: 200; all back ${recoveryMs} ms after SIGCONT`,
      figures: { 'slowest 503 ms': outage.slowestMs, 'recovery ms': recoveryMs },
    });
  });
});
