import { Injectable } from '@nestjs/common';
import {
  ITEM_KINDS,
  LIBRARY_KINDS,
  type LibraryEntry,
  type LibraryItemsQuery,
  type LibraryKind,
  type LibraryListAnswer,
  type LibraryMapsQuery,
  type LibraryMonstersQuery,
  type LibraryPaging,
  type LibrarySearchAnswer,
  paginationOf,
} from '@henesys/contracts';
import { DataSource } from 'typeorm';
import { ENTRY_COLUMNS, ENTRY_FROM, ENTRY_SHOWN, EntryDbRow, LibraryEntries } from './library-entries';
import { itemFiltersOf, levelsOf, likeEscaped, optionalTextOf, pagingOf, searchTextOf } from './library-query';
import { jobBit } from './wz/wz-words';

const SEARCH_PER_KIND = 10;

/** A WHERE clause and its parameters: `value()` adds one and answers its `$n`. */
class Conditions {
  readonly parts: string[] = [ENTRY_SHOWN];
  readonly values: unknown[] = [];

  add(sql: string): this {
    this.parts.push(sql);
    return this;
  }

  value(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  get where(): string {
    return this.parts.join(' AND ');
  }
}

/** Search and the paged lists (names and levels from the imported tables only: no game query). */
@Injectable()
export class LibraryLists {
  constructor(
    private readonly dataSource: DataSource,
    private readonly entries: LibraryEntries,
  ) {}

  /** Per kind, up to 10: names that start with the text first, then names that contain it; digits also match an id. */
  async search(q: unknown): Promise<LibrarySearchAnswer> {
    const text = searchTextOf(q);
    const contains = `%${likeEscaped(text)}%`;
    const starts = `${likeEscaped(text)}%`;
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    const rows: Array<EntryDbRow & { rank: number }> = await this.dataSource.query(
      `SELECT * FROM (
         SELECT ${ENTRY_COLUMNS},
           row_number() OVER (PARTITION BY e.kind
             ORDER BY e.id = $3 DESC, lower(e.name) LIKE $2 ESCAPE '\\' DESC, length(e.name), e.name, e.id) AS rank
         FROM ${ENTRY_FROM}
         WHERE (lower(e.name) LIKE $1 ESCAPE '\\' OR e.id = $3) AND ${ENTRY_SHOWN}) found
       WHERE rank <= ${SEARCH_PER_KIND} ORDER BY kind, rank`,
      [contains, starts, id],
    );
    const byKind = Object.fromEntries(LIBRARY_KINDS.map((kind) => [kind, [] as LibraryEntry[]])) as Record<
      LibraryKind,
      LibraryEntry[]
    >;
    for (const row of rows) byKind[row.kind].push(this.entries.entry(row));
    return {
      q: text,
      imported: await this.entries.imported(),
      items: byKind.item,
      monsters: byKind.monster,
      maps: byKind.map,
      npcs: byKind.npc,
    };
  }

  async items(query: LibraryItemsQuery): Promise<LibraryListAnswer> {
    itemFiltersOf(query);
    const { minLevel, maxLevel } = levelsOf(query);
    const conditions = new Conditions().add(`e.kind = 'item'`);
    if (query.kind) {
      const first = (ITEM_KINDS.indexOf(query.kind) + 1) * 1_000_000;
      conditions.add(`e.id BETWEEN ${conditions.value(first)} AND ${conditions.value(first + 999_999)}`);
    }
    const slot = optionalTextOf(query.slot);
    if (slot) conditions.add(`lower(e.detail) = lower(${conditions.value(slot)})`);
    if (query.minLevel !== undefined || query.maxLevel !== undefined)
      conditions.add(`d.req_level BETWEEN ${conditions.value(minLevel)} AND ${conditions.value(maxLevel)}`);
    const job = query.job;
    if (job === 'Beginner') conditions.add('d.req_job <= 0');
    else if (job)
      conditions.add(`(d.req_job = 0 OR (d.req_job > 0 AND (d.req_job & ${conditions.value(jobBit(job))}) <> 0))`);
    return this.page(conditions, 'e.id', query);
  }

  async monsters(query: LibraryMonstersQuery): Promise<LibraryListAnswer> {
    const { minLevel, maxLevel } = levelsOf(query);
    const conditions = new Conditions().add(`e.kind = 'monster'`);
    conditions.add(`m.level BETWEEN ${conditions.value(minLevel)} AND ${conditions.value(maxLevel)}`);
    return this.page(conditions, 'm.level, e.id', query);
  }

  async maps(query: LibraryMapsQuery): Promise<LibraryListAnswer> {
    const conditions = new Conditions().add(`e.kind = 'map'`);
    const region = optionalTextOf(query.region);
    if (region) conditions.add(`lower(e.detail) = lower(${conditions.value(region)})`);
    return this.page(conditions, 'e.id', query);
  }

  async npcs(query: LibraryPaging): Promise<LibraryListAnswer> {
    return this.page(new Conditions().add(`e.kind = 'npc'`), 'e.id', query);
  }

  private async page(conditions: Conditions, order: string, query: LibraryPaging): Promise<LibraryListAnswer> {
    const { page, limit } = pagingOf(query);
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${ENTRY_FROM} WHERE ${conditions.where}`,
      conditions.values,
    );
    const rows: EntryDbRow[] =
      (page - 1) * limit >= total
        ? []
        : await this.dataSource.query(
            `SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE ${conditions.where} ORDER BY ${order}
             LIMIT ${conditions.value(limit)} OFFSET ${conditions.value((page - 1) * limit)}`,
            conditions.values,
          );
    return {
      imported: await this.entries.imported(),
      entries: rows.map((row) => this.entries.entry(row)),
      pagination: paginationOf(page, limit, total, { emptyAsOnePage: false }),
    };
  }
}
