import { dataSourceOptions, loadEnv, runMigrations } from '@henesys/server';
import { createTestDatabase, TestDatabase } from '@henesys/testing';
import { DataSource } from 'typeorm';
import { ContentEnv } from '../src/config/content-env';
import { ContentSchema1763769600000 } from '../src/migrations/1763769600000-content-schema';
import { ContentAdmin1763769600001 } from '../src/migrations/1763769600001-content-admin';
import { PlayersOnlineSamples1764547200000 } from '../src/migrations/1764547200000-players-online-samples';
import { PlayersOnlineHistoryStore } from '../src/server-status/players-online-history';

const NOW = new Date('2026-11-25T14:28:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** The players-online samples in real Postgres: one per interval across copies, 24 hours kept. */
describe('players-online history store', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let store: PlayersOnlineHistoryStore;
  let otherCopy: PlayersOnlineHistoryStore;

  beforeAll(async () => {
    database = await createTestDatabase('players_online');
    const env = loadEnv(ContentEnv, { DATABASE_URL: database.url, SERVER_STATUS_SAMPLE_MINUTES: '5' });
    const migrations = [ContentSchema1763769600000, ContentAdmin1763769600001, PlayersOnlineSamples1764547200000];
    dataSource = await new DataSource(
      dataSourceOptions(env, { schema: 'content', entities: [], migrations }),
    ).initialize();
    await runMigrations(dataSource, 'content');
    store = new PlayersOnlineHistoryStore(dataSource, env);
    otherCopy = new PlayersOnlineHistoryStore(dataSource, env);
  }, 30_000);

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const rows = async () =>
    (await dataSource.query('SELECT bucket, players FROM content.players_online_samples ORDER BY bucket')).map(
      (row: { bucket: Date; players: number }) => [row.bucket.toISOString(), row.players],
    );

  it('keeps one sample per interval, at the interval start, whichever copy writes first', async () => {
    const [first, second] = await Promise.all([
      store.record(NOW, 12),
      otherCopy.record(new Date(NOW.getTime() + 60_000), 99),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await store.record(minutesBefore(5), 7)).toBe(true);
    const kept = await rows();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toEqual(['2026-11-25T14:20:00.000Z', 7]);
    expect(kept[1][0]).toBe('2026-11-25T14:25:00.000Z');
  });

  it('deletes samples older than 24 hours when it records, and never answers them', async () => {
    await dataSource.query('INSERT INTO content.players_online_samples (bucket, players) VALUES ($1, 3), ($2, 4)', [
      minutesBefore(25 * 60),
      minutesBefore(23 * 60),
    ]);
    expect(await store.read(NOW)).toEqual({
      sampleMinutes: 5,
      samples: [
        { at: minutesBefore(23 * 60).toISOString(), players: 4 },
        { at: '2026-11-25T14:20:00.000Z', players: 7 },
        { at: '2026-11-25T14:25:00.000Z', players: expect.any(Number) },
      ],
    });
    await store.record(new Date(NOW.getTime() + 5 * 60_000), 1);
    const buckets = (await rows()).map(([bucket]: [string]) => bucket);
    expect(buckets).not.toContain(minutesBefore(25 * 60).toISOString());
    expect(buckets).toEqual([
      minutesBefore(23 * 60).toISOString(),
      '2026-11-25T14:20:00.000Z',
      '2026-11-25T14:25:00.000Z',
      '2026-11-25T14:30:00.000Z',
    ]);
  });
});
