import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool under TypeORM's PostgreSQL driver. */
export const poolOf = (dataSource: DataSource): Pool => (dataSource.driver as unknown as { master: Pool }).master;

/**
 * A hot read as a named prepared statement on TypeORM's pg pool: PostgreSQL parses it once per
 * connection and may keep one plan for it, where `dataSource.query` has every call parsed and
 * planned again. `name` must stand for one SQL text. A table the statement reads that is replaced
 * (the rankings snapshot's swap) makes PostgreSQL analyse the text again on its next use.
 */
export async function queryPrepared<Row extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  return (await poolOf(dataSource).query<Row>({ name, text, values })).rows;
}
