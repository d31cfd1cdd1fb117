import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSecrets, GENERATED_SECRETS, resolveSecrets, storedSecrets, writeSecretsFile } from './secrets';

describe('the run command secrets (.data/secrets.json)', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'henesys-secrets-'));
    file = join(dir, '.data', 'secrets.json');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes up each secret once, 32 random bytes in hex, in a file only its owner can read, and reuses them', () => {
    const first = storedSecrets(file);
    expect(Object.keys(first).sort()).toEqual([...GENERATED_SECRETS].sort());
    for (const value of Object.values(first)) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(Object.values(first)).size).toBe(GENERATED_SECRETS.length);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, '.data')).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(storedSecrets(file)).toEqual(first);
  });

  it('keeps what the file holds, adds only what is missing, and tightens a file others could read', () => {
    mkdirSync(join(dir, '.data'));
    const kept = { JWT_SECRET: 'a'.repeat(10) + 'b'.repeat(30) };
    writeFileSync(file, JSON.stringify(kept), { mode: 0o644 });
    const secrets = storedSecrets(file);
    expect(secrets.JWT_SECRET).toBe(kept.JWT_SECRET);
    expect(secrets.METRICS_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(storedSecrets(file)).toEqual(secrets);
  });

  it('uses configured values first and touches no file when every secret is configured', () => {
    const configured = Object.fromEntries(
      GENERATED_SECRETS.map((name) => [name, `configured-${name}-0123456789abcdef0123456789`]),
    );
    expect(resolveSecrets(configured, file)).toEqual({ secrets: configured, fromFile: [] });
    expect(() => statSync(file)).toThrow();

    const partly = resolveSecrets({ JWT_SECRET: configured.JWT_SECRET }, file);
    expect(partly.secrets.JWT_SECRET).toBe(configured.JWT_SECRET);
    expect(partly.fromFile).toEqual(['TWO_FACTOR_ENCRYPTION_KEY', 'VOTE_PINGBACK_KEY', 'METRICS_TOKEN']);
    expect(partly.secrets.VOTE_PINGBACK_KEY).toBe(storedSecrets(file).VOTE_PINGBACK_KEY);
  });

  it('never overwrites a file another start created first: a first write only creates', () => {
    const theirs = storedSecrets(file);
    writeSecretsFile(file, generateSecrets(), false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(theirs);
    expect(storedSecrets(file)).toEqual(theirs);
  });

  it('refuses a damaged file with what to do, instead of quietly replacing the keys sessions and two-factor depend on', () => {
    storedSecrets(file);
    writeFileSync(file, '{"JWT_SECRET": ');
    expect(() => storedSecrets(file)).toThrow(
      /secrets\.json is unreadable .*restore it, or delete it to make new secrets/,
    );
  });
});
