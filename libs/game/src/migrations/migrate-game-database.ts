import { GameDatabase } from '../game-database';
import { GAME_MIGRATIONS, GameMigration } from './game-migrations';

const LOCK = 'henesys-game-migrations';

/**
 * Applies the site's pending migrations to the game database, holding a named lock so that every
 * process can call it at start. With `managed` false the game's own tables are never created,
 * altered or dropped: only the site's `henesys_` tables. Returns the names applied now.
 */
export async function migrateGameDatabase(
  db: GameDatabase,
  options: { managed: boolean; migrations?: GameMigration[] },
): Promise<string[]> {
  return db.withConnection(async (queries) => {
    const [{ locked }] = await queries.rows<{ locked: number | null }>(
      'SELECT GET_LOCK(?, 60) AS locked',
      [LOCK],
      65_000,
    );
    if (locked !== 1) throw new Error('Could not take the game database migration lock in 60 s');
    try {
      await queries.execute(
        `CREATE TABLE IF NOT EXISTS henesys_migrations (name VARCHAR(100) NOT NULL, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, PRIMARY KEY (name))`,
      );
      const done = new Set(
        (await queries.rows<{ name: string }>('SELECT name FROM henesys_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const migration of options.migrations ?? GAME_MIGRATIONS) {
        if (done.has(migration.name) || (migration.managedOnly && !options.managed)) continue;
        // MySQL commits DDL implicitly, so each statement is idempotent (IF NOT EXISTS) rather than transactional.
        for (const statement of migration.statements) await queries.execute(statement);
        await queries.execute('INSERT INTO henesys_migrations (name) VALUES (?)', [migration.name]);
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await queries.rows('SELECT RELEASE_LOCK(?)', [LOCK]).catch(() => undefined);
    }
  });
}
