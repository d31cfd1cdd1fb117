import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** The secrets the single-host run and each test system make up when none is configured. */
export const GENERATED_SECRETS = [
  'JWT_SECRET',
  'TWO_FACTOR_ENCRYPTION_KEY',
  'VOTE_PINGBACK_KEY',
  'METRICS_TOKEN',
] as const;

export type SecretName = (typeof GENERATED_SECRETS)[number];
export type Secrets = Record<SecretName, string>;

/** 32 random bytes as 64 hex characters: the shape every one of them accepts (the two-factor key needs exactly that). */
export function generateSecrets(): Secrets {
  return Object.fromEntries(GENERATED_SECRETS.map((name) => [name, randomBytes(32).toString('hex')])) as Secrets;
}

function readSecretsFile(file: string): Partial<Secrets> | undefined {
  if (!existsSync(file)) return undefined;
  // Written by an older copy, or loosened by hand: only its owner may read it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
    const values = parsed as Record<string, unknown>;
    return Object.fromEntries(
      GENERATED_SECRETS.filter((name) => typeof values[name] === 'string').map((name) => [name, values[name]]),
    );
  } catch (error) {
    throw new Error(
      `${file} is unreadable (${error instanceof Error ? error.message : String(error)}). Sessions and two-factor secrets depend on it: restore it, or delete it to make new secrets (everyone signs in again; two-factor must be set up again).`,
    );
  }
}

/**
 * Writes the file whole or not at all (a temporary file, then a link or a rename), readable by its
 * owner only. A first write (`replace` false) links, which fails when another start created the file
 * meanwhile: that start's secrets are then the ones kept (the caller reads them back).
 */
export function writeSecretsFile(file: string, secrets: Partial<Secrets>, replace: boolean): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (replace) renameSync(temporary, file);
    else linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The secrets kept in `file`, made up (and kept) the first time each one is asked for. */
export function storedSecrets(file: string): Secrets {
  const stored = readSecretsFile(file);
  const missing = GENERATED_SECRETS.filter((name) => !stored?.[name]);
  if (stored && missing.length === 0) return stored as Secrets;
  const fresh = generateSecrets();
  writeSecretsFile(
    file,
    { ...stored, ...Object.fromEntries(missing.map((name) => [name, fresh[name]])) },
    stored !== undefined,
  );
  return { ...fresh, ...readSecretsFile(file) };
}

export interface ResolvedSecrets {
  secrets: Secrets;
  /** The ones that came from the file (nobody configured them). */
  fromFile: SecretName[];
}

/** A configured value wins; the others come from `file`, which is created only when one is needed. */
export function resolveSecrets(configured: NodeJS.ProcessEnv, file: string): ResolvedSecrets {
  const fromFile = GENERATED_SECRETS.filter((name) => !configured[name]);
  const stored = fromFile.length > 0 ? storedSecrets(file) : undefined;
  const secrets = Object.fromEntries(
    GENERATED_SECRETS.map((name) => [name, configured[name] || stored?.[name]]),
  ) as Secrets;
  return { secrets, fromFile };
}
