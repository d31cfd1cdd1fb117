/**
 * Each PostgreSQL schema belongs to one service: no service's SQL names another's table. What one
 * service needs of another's data it reads from a view the owner publishes in its own migrations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');
const SERVICES = ['auth', 'accounts', 'donations', 'content', 'rankings', 'community', 'worker'];

/** The views a schema publishes to the other services, each created by its owner's migrations. */
const PUBLISHED: Record<string, string[]> = {
  donations: ['completed_rewards'],
  worker: ['delivery_states'],
};

const REFERENCE = new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE)\\s+(${SERVICES.join('|')})\\.(\\w+)`, 'gi');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every `schema.relation` a service's SQL names in a schema that is not its own. */
function foreignReferences(service: string): string[] {
  return sourceFiles(join(ROOT, 'services', service, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(REFERENCE)]
      .filter(([, schema]) => schema !== service)
      .map(([, schema, relation]) => `${relative(ROOT, file)}: ${schema}.${relation}`),
  );
}

describe('schema ownership', () => {
  it.each(SERVICES)('the %s service names no table of another service', (service) => {
    const unpublished = foreignReferences(service).filter((reference) => {
      const [schema, relation] = reference.split(': ')[1].split('.');
      return !PUBLISHED[schema]?.includes(relation);
    });
    expect(unpublished).toEqual([]);
  });

  it('sees the SQL across schemas: the reads of the published views', () => {
    expect(SERVICES.flatMap(foreignReferences).map((reference) => reference.split(': ')[1])).toEqual(
      expect.arrayContaining(['worker.delivery_states', 'donations.completed_rewards']),
    );
  });

  it.each(Object.entries(PUBLISHED))('the %s service creates each view it publishes', (owner, views) => {
    const migrations = join(ROOT, 'services', owner, 'src', 'migrations');
    const sql = readdirSync(migrations)
      .map((file) => readFileSync(join(migrations, file), 'utf8'))
      .join('\n');
    for (const view of views) expect(sql).toContain(`CREATE VIEW ${owner}.${view} AS`);
  });
});
