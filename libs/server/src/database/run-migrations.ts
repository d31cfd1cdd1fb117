import { DataSource } from 'typeorm';

/**
 * Creates the service's schema and applies its pending migrations, holding a Postgres advisory
 * lock so that replicas starting together migrate one after the other.
 */
export async function runMigrations(dataSource: DataSource, schema: string): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`henesys-migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`henesys-migrations:${schema}`])
      .catch(() => undefined);
    await runner.release();
  }
}

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
}
