import { freePort } from '@henesys/runner';
import { eventually, TestSystem } from '@henesys/testing';
import { createServer, Server } from 'node:net';
import { Client } from 'pg';

/**
 * The players-online samples end to end: two copies of the content service sample at start (one row
 * per interval between them), and GET /api/server-status/history answers the last 24 hours.
 */
describe('players-online history (two content copies, through the gateway)', () => {
  let system: TestSystem;
  let gameServer: Server;
  let db: Client;

  const samples = async () =>
    (
      await db.query<{ bucket: Date; players: number }>(
        'SELECT bucket, players FROM content.players_online_samples ORDER BY bucket',
      )
    ).rows;

  beforeAll(async () => {
    const gamePort = await freePort();
    gameServer = createServer((socket) => socket.destroy()).listen(gamePort, '127.0.0.1');
    system = await TestSystem.start({
      label: 'players_online',
      processes: ['content', 'gateway'],
      replicas: { content: 2 },
      envFor: {
        content: {
          GAME_HOST: '127.0.0.1',
          GAME_PORT: String(gamePort),
          SERVER_STATUS_CACHE_MS: '0',
          SERVER_STATUS_SAMPLE_MINUTES: '5',
        },
      },
    });
    db = new Client({ connectionString: system.database.url });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    gameServer?.close();
  });

  it('keeps one sample of the current interval although both copies took one', async () => {
    await eventually(async () => expect(await samples()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [sample] = await samples();
    expect(await samples()).toHaveLength(1);
    expect(sample.bucket.getTime() % (5 * 60_000)).toBe(0);
  });

  it('counts the players logged in, drops samples older than 24 hours and answers the rest, oldest first', async () => {
    await system.game.db.execute("UPDATE accounts SET loggedin = 2 WHERE `name` IN ('admin', 'member')");
    const [{ n }] = await system.game.db.rows<{ n: number }>('SELECT COUNT(*) AS n FROM accounts WHERE loggedin = 2');
    const online = Number(n);
    expect(online).toBeGreaterThanOrEqual(2);
    await db.query('DELETE FROM content.players_online_samples');
    const dayAndHourAgo = new Date(Date.now() - 25 * 3_600_000);
    const hourAgo = new Date(Math.floor((Date.now() - 3_600_000) / 300_000) * 300_000);
    await db.query('INSERT INTO content.players_online_samples (bucket, players) VALUES ($1, 9), ($2, 4)', [
      dayAndHourAgo,
      hourAgo,
    ]);

    // A restarted copy samples at once.
    await system.stopProcess('content#2');
    await system.startProcess('content#2');
    await eventually(async () => expect((await samples()).map((row) => row.players)).toEqual([4, online]));

    const answer = await system.api('GET', '/api/server-status/history');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sampleMinutes: 5,
      samples: [
        { at: hourAgo.toISOString(), players: 4 },
        { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d[05]:00\.000Z$/), players: online },
      ],
    });
  });
});
