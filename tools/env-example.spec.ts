/**
 * .env.example cannot drift from the code: it lists every variable an env class declares, and
 * nothing that neither an env class nor docker-compose.yml knows about.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as ts from 'typescript';
import { parse } from 'yaml';

const ROOT = resolve(__dirname, '..');
const SEARCHED = ['libs', 'services', 'gateway', 'web'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.nx', 'coverage']);
const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/** Every *-env.ts source file (the env classes: src/config/<app>-env.ts, libs/server's base-env.ts). */
function envFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : envFiles(path);
    return /-env\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The UPPER_SNAKE_CASE fields of the classes (and of interfaces, for the web's build-time variables)
 * in one file, read with the TypeScript parser so comments and object literals do not count.
 */
function declaredIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node) || ts.isInterfaceDeclaration(node)) {
      for (const member of node.members) {
        const isField = ts.isPropertyDeclaration(member) || ts.isPropertySignature(member);
        const isStatic =
          ts.canHaveModifiers(member) &&
          (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
        if (isField && !isStatic && member.name && ts.isIdentifier(member.name) && VARIABLE.test(member.name.text))
          names.push(member.name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Variable name -> the files that declare it. */
function declaredVariables(): Map<string, string[]> {
  const declared = new Map<string, string[]>();
  for (const file of SEARCHED.flatMap((dir) => envFiles(join(ROOT, dir)))) {
    for (const name of declaredIn(file)) declared.set(name, [...(declared.get(name) ?? []), relative(ROOT, file)]);
  }
  return declared;
}

/** `NAME=value` and `# NAME=value` lines: set, or shown with its default. */
function exampleVariables(): string[] {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return text
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1])
    .filter((name): name is string => name !== undefined);
}

/** Variables docker-compose.yml interpolates (${NAME...}) and the ones it sets or passes (environment, build args). */
function composeVariables(): { interpolated: Set<string>; all: Set<string> } {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services?: Record<
      string,
      { environment?: Record<string, unknown> | string[]; build?: { args?: Record<string, unknown> | string[] } }
    >;
  };
  // From the parsed values, so comments do not count; `$${...}` is an escaped dollar, not a variable.
  const interpolated = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string')
      for (const match of value.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) interpolated.add(match[1]);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(compose);
  const keys = (value: Record<string, unknown> | string[] | undefined) =>
    Array.isArray(value) ? value.map((item) => item.split('=')[0]) : Object.keys(value ?? {});
  const all = new Set(interpolated);
  for (const service of Object.values(compose.services ?? {})) {
    for (const key of [...keys(service.environment), ...keys(service.build?.args)]) all.add(key);
  }
  return { interpolated, all };
}

describe('.env.example', () => {
  const declared = declaredVariables();
  const listed = exampleVariables();
  const compose = composeVariables();

  it('finds the env classes', () => {
    // BaseEnv's own fields: if these are not found, the search above is broken, not the example.
    expect([...declared.keys()]).toEqual(
      expect.arrayContaining(['NODE_ENV', 'REDIS_URL', 'DATABASE_URL', 'JWT_SECRET']),
    );
  });

  it('lists every variable an env class declares', () => {
    const missing = [...declared.entries()]
      .filter(([name]) => !listed.includes(name))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('lists only variables that an env class or docker-compose.yml uses', () => {
    const unknown = listed.filter((name) => !declared.has(name) && !compose.all.has(name));
    expect(unknown).toEqual([]);
  });

  it('lists every variable docker-compose.yml reads from .env', () => {
    const missing = [...compose.interpolated].filter((name) => !listed.includes(name));
    expect(missing).toEqual([]);
  });

  it('lists each variable once', () => {
    const repeated = listed.filter((name, index) => listed.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });
});
