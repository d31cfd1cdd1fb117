import type { EntityManager } from 'typeorm';
import type { FileRows } from './wz/wz-rows';

interface RowTable {
  table: string;
  /** Column name and PostgreSQL type, as jsonb_to_recordset reads them. */
  columns: Array<[string, string]>;
  conflict: string;
}

/** Where each kind of row of FileRows goes; the first file that names a key keeps it. */
const TABLES: Record<keyof FileRows, RowTable> = {
  entries: {
    table: 'rankings.library_entries',
    columns: [
      ['kind', 'varchar'],
      ['id', 'integer'],
      ['name', 'text'],
      ['detail', 'text'],
      ['description', 'text'],
    ],
    conflict: '(kind, id)',
  },
  details: {
    table: 'rankings.library_item_details',
    columns: [
      ['id', 'integer'],
      ['price', 'integer'],
      ['slot_max', 'integer'],
      ['effects', 'jsonb'],
      ['category', 'text'],
      ['req_level', 'integer'],
      ['req_job', 'integer'],
      ['req_stats', 'jsonb'],
      ['stats', 'jsonb'],
      ['upgrade_slots', 'integer'],
      ['cash', 'boolean'],
    ],
    conflict: '(id)',
  },
  monsters: {
    table: 'rankings.library_monsters',
    columns: [
      ['id', 'integer'],
      ['level', 'integer'],
      ['hp', 'bigint'],
      ['mp', 'bigint'],
      ['exp', 'bigint'],
      ['weapon_attack', 'integer'],
      ['weapon_defence', 'integer'],
      ['magic_attack', 'integer'],
      ['magic_defence', 'integer'],
      ['accuracy', 'integer'],
      ['avoidability', 'integer'],
      ['boss', 'boolean'],
      ['undead', 'boolean'],
      ['elements', 'jsonb'],
      ['link', 'integer'],
    ],
    conflict: '(id)',
  },
  monsterMaps: {
    table: 'rankings.library_monster_maps',
    columns: [
      ['monster_id', 'integer'],
      ['map_id', 'integer'],
    ],
    conflict: '(monster_id, map_id)',
  },
};

/** Rows read from files, each with the file it came from. */
export type SourcedRows = { [K in keyof FileRows]-?: Array<NonNullable<FileRows[K]>[number] & { source: string }> };

export function emptySourcedRows(): SourcedRows {
  return { entries: [], details: [], monsters: [], monsterMaps: [] };
}

/** Replaces the rows of these files (gone files included) with the rows read from them, in the caller's transaction. */
export async function replaceRowsOf(manager: EntityManager, sources: string[], rows: SourcedRows): Promise<void> {
  for (const [kind, spec] of Object.entries(TABLES) as Array<[keyof FileRows, RowTable]>) {
    await manager.query(`DELETE FROM ${spec.table} WHERE source = ANY($1::text[])`, [sources]);
    if (rows[kind].length === 0) continue;
    const names = spec.columns.map(([name]) => name).join(', ');
    const types = spec.columns.map(([name, type]) => `${name} ${type}`).join(', ');
    await manager.query(
      `INSERT INTO ${spec.table} (${names}, source)
       SELECT ${names}, source FROM jsonb_to_recordset($1::jsonb) AS r(${types}, source text)
       ON CONFLICT ${spec.conflict} DO NOTHING`,
      [JSON.stringify(rows[kind])],
    );
  }
}
