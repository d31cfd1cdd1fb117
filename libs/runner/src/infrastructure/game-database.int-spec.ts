import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './free-port';
import {
  dropGameDatabase,
  ensureGameDatabase,
  findServerBinary,
  gameDatabaseAnswers,
  LOCAL_GAME_DATABASE_URL,
  NO_GAME_DATABASE_MESSAGE,
  resolveGameDatabase,
  withGameDatabase,
} from './game-database';

/** What `npm start` does for the game's MySQL/MariaDB database (the machine's MariaDB on 3306 is needed, as in CI). */
describe('game database of the single-host run', () => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const scratch = `henesys_game_spec_${process.pid}`;
  const localScratch = withGameDatabase(LOCAL_GAME_DATABASE_URL, scratch);

  const databaseExists = async (url: string, database: string) => {
    const connection = await createConnection({ uri: withGameDatabase(url, ''), connectTimeout: 5_000 });
    try {
      const [rows] = await connection.query(
        'SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
        [database],
      );
      return (rows as unknown[]).length === 1;
    } finally {
      await connection.end();
    }
  };

  beforeAll(async () => {
    if (!(await gameDatabaseAnswers(LOCAL_GAME_DATABASE_URL))) {
      throw new Error(
        `No MySQL/MariaDB answers on ${LOCAL_GAME_DATABASE_URL} (root, empty password): start one (.ci/run does) to run these tests.`,
      );
    }
  });

  beforeEach(() => {
    lines.length = 0;
  });

  afterAll(async () => {
    await dropGameDatabase(localScratch);
  });

  it('creates and drops a per-test database, and refuses names that are not plain identifiers', async () => {
    await ensureGameDatabase(localScratch);
    await ensureGameDatabase(localScratch); // twice: nothing to do the second time
    expect(await databaseExists(localScratch, scratch)).toBe(true);
    await dropGameDatabase(localScratch);
    expect(await databaseExists(localScratch, scratch)).toBe(false);
    await expect(ensureGameDatabase(withGameDatabase(LOCAL_GAME_DATABASE_URL, 'bad`name'))).rejects.toThrow(
      /Unsupported game database name/,
    );
  });

  it('uses the local server on 127.0.0.1:3306 when nothing is configured, creating the database', async () => {
    const handle = await resolveGameDatabase({ dataDir: join(tmpdir(), 'unused'), log, localUrl: localScratch });
    try {
      expect(handle.source).toBe('local');
      expect(handle.url).toBe(localScratch);
      expect(await databaseExists(handle.url, scratch)).toBe(true);
      expect(LOCAL_GAME_DATABASE_URL).toBe('mysql://root@127.0.0.1:3306/henesys_game');
    } finally {
      await handle.stop();
      await dropGameDatabase(localScratch);
    }
  });

  it('uses a configured URL that answers as it is, creating nothing', async () => {
    const configured = withGameDatabase(LOCAL_GAME_DATABASE_URL, scratch);
    const handle = await resolveGameDatabase({ configuredUrl: configured, dataDir: join(tmpdir(), 'unused'), log });
    expect(handle.source).toBe('configured');
    expect(handle.url).toBe(configured);
    expect(await databaseExists(configured, scratch)).toBe(false);
    await handle.stop();
  });

  it('falls back to the local server when GAME_DATABASE_URL does not answer, and says so without its password', async () => {
    const silent = `mysql://henesys:do-not-print@127.0.0.1:${await freePort()}/cosmic`;
    const handle = await resolveGameDatabase({
      configuredUrl: silent,
      dataDir: join(tmpdir(), 'unused'),
      log,
      localUrl: localScratch,
    });
    try {
      expect(handle.source).toBe('local');
      expect(await databaseExists(handle.url, scratch)).toBe(true);
      expect(lines.join('\n')).toMatch(/GAME_DATABASE_URL .* does not answer/);
      expect(lines.join('\n')).not.toContain('do-not-print');
    } finally {
      await dropGameDatabase(localScratch);
    }
  });

  it('names the ways to get a game database when none answers and no server binary exists', async () => {
    const nowhere = `mysql://root@127.0.0.1:${await freePort()}/henesys_game`;
    await expect(
      resolveGameDatabase({
        configuredUrl: nowhere,
        localUrl: nowhere,
        dataDir: join(tmpdir(), 'unused'),
        log,
        serverCommands: ['no-such-mariadbd'],
      }),
    ).rejects.toThrow(NO_GAME_DATABASE_MESSAGE);
    expect(NO_GAME_DATABASE_MESSAGE).toMatch(/GAME_DATABASE_URL[\s\S]*3306[\s\S]*apt-get install mariadb-server/);
  });

  const binary = findServerBinary();
  const startsOwn =
    "starts the machine's mariadbd/mysqld on a spare port with its data in dataDir, keeps the data, and stop() ends it";
  if (!binary) {
    console.info(
      'game-database.int-spec: no mariadbd or mysqld in PATH or /usr/sbin (apt-get install mariadb-server); skipping the started-server test.',
    );
    it.skip(startsOwn, () => undefined);
  } else {
    it(
      startsOwn,
      async () => {
        const dataDir = join(mkdtempSync(join(tmpdir(), 'henesys-mariadb-')), 'data');
        const nowhere = `mysql://root@127.0.0.1:${await freePort()}/henesys_game`;
        const resolve = () => resolveGameDatabase({ configuredUrl: nowhere, localUrl: nowhere, dataDir, log });
        try {
          const first = await resolve();
          expect(first.source).toBe('started');
          expect(first.url).toMatch(/^mysql:\/\/root@127\.0\.0\.1:\d+\/henesys_game$/);
          expect(first.url).not.toBe(nowhere);
          const connection = await createConnection({ uri: first.url, connectTimeout: 5_000 });
          await connection.query('CREATE TABLE kept (value INT)');
          await connection.query('INSERT INTO kept VALUES (42)');
          const [[{ database, charset }]] = (await connection.query(
            'SELECT DATABASE() AS `database`, @@character_set_database AS charset',
          )) as unknown as [[{ database: string; charset: string }]];
          await connection.end();
          expect({ database, charset }).toEqual({ database: 'henesys_game', charset: 'utf8mb4' });
          for (const file of ['mysqld.sock', 'mysqld.pid']) expect(existsSync(join(dataDir, file))).toBe(true);

          await first.stop();
          expect(await gameDatabaseAnswers(first.url, 1_000)).toBe(false);

          const second = await resolve();
          try {
            expect(second.source).toBe('started');
            const again = await createConnection({ uri: second.url, connectTimeout: 5_000 });
            const [rows] = await again.query('SELECT value FROM kept');
            await again.end();
            expect(rows).toEqual([{ value: 42 }]);
          } finally {
            await second.stop();
          }
          expect(lines.join('\n')).toContain('first run: initialising');
        } finally {
          rmSync(join(dataDir, '..'), { recursive: true, force: true });
        }
      },
      120_000,
    );
  }
});
