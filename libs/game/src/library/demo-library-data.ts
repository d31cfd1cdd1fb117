import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GameDatabase } from '../game-database';
import { LIBRARY_GAME_TABLES } from '../migrations/demo-library-tables';

const LOCK = 'henesys-demo-library-data';
const INSERT_INTO = /^\s*INSERT\s+INTO\s+`?([a-z_]+)`?/i;

/**
 * Loads Cosmic's reference data (`src/main/resources/db/data/*.sql`: drops, reactor drops, shops,
 * monster cards) into the demo game database's empty library tables, as a fresh Cosmic server does.
 * Idempotent: a table that has rows is left alone (under a named lock, so replicas load it once).
 * Only statements inserting into those tables run. Returns the tables loaded now.
 */
export async function seedDemoLibraryData(db: GameDatabase, dataDir: string): Promise<string[]> {
  const files = (await readdir(dataDir)).filter((name) => name.endsWith('.sql')).sort();
  return db.withConnection(async (queries) => {
    const [{ locked }] = await queries.rows<{ locked: number | null }>(
      'SELECT GET_LOCK(?, 60) AS locked',
      [LOCK],
      65_000,
    );
    if (locked !== 1) throw new Error('Could not take the demo library data lock in 60 s');
    try {
      const loaded = new Set<string>();
      const filled = new Set<string>();
      for (const file of files) {
        // Cosmic's files put `--` and `#` comment lines between their statements.
        const text = (await readFile(join(dataDir, file), 'utf8')).replace(/^\s*(--|#).*$/gm, '');
        for (const statement of text.split(/;\s*$/m)) {
          const table = INSERT_INTO.exec(statement)?.[1]?.toLowerCase();
          if (!table || !(LIBRARY_GAME_TABLES as readonly string[]).includes(table) || filled.has(table)) continue;
          if (!loaded.has(table)) {
            const [row] = await queries.rows(`SELECT 1 FROM \`${table}\` LIMIT 1`);
            if (row) {
              filled.add(table);
              continue;
            }
          }
          await queries.execute(statement);
          loaded.add(table);
        }
      }
      return [...loaded];
    } finally {
      await queries.rows('SELECT RELEASE_LOCK(?)', [LOCK]).catch(() => undefined);
    }
  });
}
