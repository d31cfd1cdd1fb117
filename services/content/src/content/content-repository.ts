import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

/** What every kind of content has: an id, a unique slug and a title. */
export interface ContentItem {
  id: number;
  slug: string;
  title: string;
}

/** How one kind of content is stored: its table, the column of each field, and what players may see. */
export interface ContentTable<T extends ContentItem> {
  table: 'content.articles' | 'content.notices';
  /** Each field's column, id aside. */
  columns: { [K in Exclude<keyof T, 'id'>]-?: string };
  /** Set by the database on every update (the column, not a field). */
  touchedOnUpdate?: string;
  /** The rows players may see, as a WHERE clause with its parameters. */
  shown: { where: string; params: unknown[] };
}

/** The fields written on create and update; the database fills the rest. */
export type ContentValues<T extends ContentItem, TGenerated extends keyof T = never> = Omit<T, 'id' | TGenerated>;

const UNIQUE_VIOLATION = '23505';

/** True when the query failed on a unique index: for content, a slug already taken. */
export function isSlugTaken(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}

/**
 * The SQL of one content table, the same for every kind: rows come back under their field names, newest first.
 * Writes take the caller's transaction (the one the audit entry is written in).
 */
export class ContentRepository<T extends ContentItem, TValues extends object> {
  private readonly select: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly spec: ContentTable<T>,
  ) {
    const fields = Object.entries(spec.columns as Record<string, string>);
    this.select = ['id', ...fields.map(([field, column]) => `${column} AS "${field}"`)].join(', ');
  }

  /** Every item, hidden ones included. */
  list(): Promise<T[]> {
    return this.dataSource.query(`SELECT ${this.select} FROM ${this.spec.table} ORDER BY published_at DESC, id DESC`);
  }

  /** The items players may see. */
  listShown(): Promise<T[]> {
    const { where, params } = this.spec.shown;
    return this.dataSource.query(
      `SELECT ${this.select} FROM ${this.spec.table} WHERE ${where} ORDER BY published_at DESC, id DESC`,
      params,
    );
  }

  /** The item, locked until the caller's transaction ends; undefined when there is none. */
  async findForUpdate(manager: EntityManager, id: number): Promise<T | undefined> {
    const [row]: T[] = await manager.query(`SELECT ${this.select} FROM ${this.spec.table} WHERE id = $1 FOR UPDATE`, [
      id,
    ]);
    return row;
  }

  /** Inserts the item and answers it; undefined when its slug is taken. */
  async insertUnlessSlugTaken(manager: EntityManager, values: TValues): Promise<T | undefined> {
    const { columns, params } = this.columnsOf(values);
    const placeholders = params.map((_, index) => `$${index + 1}`);
    const [row]: T[] = await manager.query(
      `INSERT INTO ${this.spec.table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})
       ON CONFLICT (slug) DO NOTHING RETURNING ${this.select}`,
      params,
    );
    return row;
  }

  /** Writes the values over the item and answers it (a taken slug throws: see isSlugTaken). */
  async update(manager: EntityManager, id: number, values: Partial<TValues>): Promise<T> {
    const { columns, params } = this.columnsOf(values);
    const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
    if (this.spec.touchedOnUpdate) assignments.push(`${this.spec.touchedOnUpdate} = now()`);
    const [rows]: [T[], number] = await manager.query(
      `UPDATE ${this.spec.table} SET ${assignments.join(', ')} WHERE id = $1 RETURNING ${this.select}`,
      [id, ...params],
    );
    return rows[0];
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM ${this.spec.table} WHERE id = $1`, [id]);
  }

  private columnsOf(values: Partial<TValues>): { columns: string[]; params: unknown[] } {
    const entries = Object.entries(values).filter(([, value]) => value !== undefined);
    const columns = this.spec.columns as Record<string, string>;
    return { columns: entries.map(([field]) => columns[field]), params: entries.map(([, value]) => value) };
  }
}
