/** Hostile inputs for every field, query parameter and path parameter of the API. */

export const SQL_METACHARACTERS = [
  "' OR '1'='1",
  "'; DROP TABLE auth.users; --",
  "admin'--",
  '1 UNION SELECT password_hash FROM auth.users--',
  "\\'; SELECT pg_sleep(3); --",
  '" OR ""="',
  '%_\\%',
  '$1::text; COMMIT',
];

export const UNICODE_EDGES = [
  '\ud800',
  'a\udfffb',
  '\u202eadmin',
  'ad\u200bmin\u200d',
  '\ufeffmember',
  'a\u0000b',
  '😀'.repeat(10),
  'e\u0301'.repeat(20),
  '\uffff\ufffe',
  'x'.repeat(10_000),
];

export const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  true,
  false,
  null,
  [],
  {},
  ['a', 1],
  { $gt: '' },
  '',
  '123',
];

export const HOSTILE_STRINGS = [...SQL_METACHARACTERS, ...UNICODE_EDGES];

/** Numbers as a query or path carries them: PostgreSQL's integer ends at 2147483647, bigint at 9.2e18. */
export const EDGE_NUMBERS = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
];

/** Fields a route without a body DTO may still read (the vote pingback reads its body itself). */
export const UNTYPED_BODY_FIELDS = ['id', 'userId', 'username', 'pingbackkey', 'pingUsername', 'VoterIP', 'Common'];

const POLLUTER = '{"role":"admin","isAdmin":true}';

/** A JSON object text with every field set to the same raw JSON value (so `__proto__` stays an own key). */
export const everyField = (fields: string[], rawValue: string): string =>
  `{${fields.map((field) => `${JSON.stringify(field)}:${rawValue}`).join(',')}}`;

/** Bodies that would pollute Object.prototype, or the instance's, if anything merged them naively. */
export function pollutionBodies(fields: string[]): string[] {
  return [
    `{"__proto__":${POLLUTER}}`,
    `{"constructor":{"prototype":${POLLUTER}}}`,
    `{"prototype":${POLLUTER}}`,
    `{"__proto__":{"__proto__":${POLLUTER}}}`,
    everyField(fields, `{"__proto__":${POLLUTER}}`),
    everyField(fields, `{"constructor":{"prototype":${POLLUTER}}}`),
  ];
}

export const POLLUTION_FORM = '__proto__[role]=admin&constructor[prototype][role]=admin&__proto__.isAdmin=true';

/** `depth` arrays inside each other: `[[[]]]` is 3. */
export const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A JSON body just over `bytes`. */
export const oversizedBody = (bytes: number): string => JSON.stringify({ filler: 'x'.repeat(bytes + 1024) });
