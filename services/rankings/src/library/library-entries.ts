import { Injectable } from '@nestjs/common';
import type { LibraryEntry, LibraryKind } from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { RankingsEnv } from '../config/rankings-env';
import { skillIconUrl } from '../skills/skill-icon';

export interface EntryDbRow {
  kind: LibraryKind;
  id: number;
  name: string;
  detail: string | null;
}

/**
 * Entries as lists show them: a monster is in the library when Mob.wz has its stats (its detail is its
 * level), the others when String.wz names them. `$n` parameters follow the caller's.
 */
export const ENTRY_FROM = `
  rankings.library_entries e
  LEFT JOIN rankings.library_monsters m ON e.kind = 'monster' AND m.id = e.id
  LEFT JOIN rankings.library_item_details d ON e.kind = 'item' AND d.id = e.id`;
export const ENTRY_COLUMNS = `e.kind, e.id, e.name,
  CASE WHEN e.kind = 'monster' THEN 'Level ' || m.level ELSE e.detail END AS detail`;
export const ENTRY_SHOWN = `(e.kind <> 'monster' OR m.id IS NOT NULL)`;

/** Turns rows into entries with their images, and looks entries up by id. */
@Injectable()
export class LibraryEntries {
  private importedAnswer?: Promise<boolean>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly env: RankingsEnv,
  ) {}

  /** Whether anything was ever imported (kept until the next import). */
  imported(): Promise<boolean> {
    this.importedAnswer ??= this.dataSource
      .query('SELECT EXISTS (SELECT 1 FROM rankings.library_entries) AS imported')
      .then((rows: Array<{ imported: boolean }>) => rows[0].imported)
      .catch((error: unknown) => {
        this.importedAnswer = undefined;
        throw error;
      });
    return this.importedAnswer;
  }

  forget(): void {
    this.importedAnswer = undefined;
  }

  entry(row: EntryDbRow): LibraryEntry {
    const id = Number(row.id);
    const template =
      row.kind === 'item'
        ? this.env.ITEM_ICON_URL_TEMPLATE
        : row.kind === 'monster'
          ? this.env.MOB_IMAGE_URL_TEMPLATE
          : '';
    return { kind: row.kind, id, name: row.name, detail: row.detail, icon: skillIconUrl(template, String(id)) };
  }

  /** Entries of one kind by id (the ones the library has). */
  async byIds(kind: LibraryKind, ids: number[]): Promise<Map<number, LibraryEntry>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows: EntryDbRow[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE e.kind = $1 AND e.id = ANY($2::int[]) AND ${ENTRY_SHOWN}`,
      [kind, unique],
    );
    return new Map(rows.map((row) => [Number(row.id), this.entry(row)]));
  }

  /** An entry for an id the library may not have (a drop of an item with no name): "Item 4031999", no link target lost. */
  fallback(kind: LibraryKind, id: number, name: string): LibraryEntry {
    return this.entry({ kind, id, name, detail: null });
  }
}
