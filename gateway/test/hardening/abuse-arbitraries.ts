import fc from 'fast-check';
import { EDGE_NUMBERS, HOSTILE_STRINGS } from './abuse-payloads';
import { FieldSchema } from './abuse-routes';

/** The fixed seed of every property-based run here, so a failure replays exactly. */
export const FUZZ_SEED = 83_2025;

const isoDate = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** A value the field's own rules might accept (an enum value, a date, an email...), so runs reach past validation. */
function plausibleFor(schema: FieldSchema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'integer') return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 100_000 });
  if (schema.type === 'number') return fc.double({ noNaN: true });
  if (schema.format === 'date') return isoDate.map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return isoDate.map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 64, 200) });
}

/** Numbers at the edges of PostgreSQL's integer types, as text and as JSON numbers. */
export const edgeNumber = fc.constantFrom(...EDGE_NUMBERS, ...EDGE_NUMBERS.map(Number));

/** Mostly plausible, sometimes hostile text, an edge number, any unicode (lone surrogates included) or any JSON. */
export function fieldValue(schema: FieldSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: plausibleFor(schema) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: edgeNumber },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A body for these fields: any subset of them, sometimes with extra keys, sometimes not an object at all. */
export function bodyFor(fields: Record<string, FieldSchema>): fc.Arbitrary<unknown> {
  const record = fc.record(
    Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, fieldValue(schema)])),
    { requiredKeys: [] },
  );
  const extras = fc.option(
    fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'userId', 'role', 'id', 'owner'),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 2 },
    ),
    { freq: 4 },
  );
  const withExtras = fc
    .tuple(record, extras)
    .map(([body, extra]) => ({ ...Object.fromEntries(Object.entries(extra ?? {})), ...body }));
  return fc.oneof({ weight: 6, arbitrary: withExtras }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) });
}

/** A query string for these parameters (query values are text). */
export function queryFor(fields: Record<string, FieldSchema>): fc.Arbitrary<string> {
  const record = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, schema]) => [
        name,
        fieldValue(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      ]),
    ),
    { requiredKeys: [] },
  );
  return record.map((values) => new URLSearchParams(Object.entries(values) as Array<[string, string]>).toString());
}
