import { compare, hash, hashSync } from 'bcrypt';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** bcrypt cost 10: the $2b$ hashes v83 game servers check, about 50 ms on this hardware. */
export const BCRYPT_COST = 10;

// A real hash of a random password: comparing against it costs what a real check costs, so an
// unknown username answers as slowly as a wrong password.
const TIMING_DUMMY_HASH = hashSync(randomBytes(16).toString('hex'), BCRYPT_COST);

export function hashPassword(password: string): Promise<string> {
  return hash(password, BCRYPT_COST);
}

/** The hashes the site writes and keeps: node bcrypt `$2a$` / `$2b$`. Anything else is rehashed at the next login. */
export function isSiteHash(stored: string): boolean {
  return /^\$2[ab]\$/.test(stored);
}

/**
 * The stored bcrypt hash as node bcrypt reads it: the game writes `$2y$` (and accepts `$2x$`), the
 * same algorithm under another name (GAME-DATABASE.md §1.3).
 */
function forNodeBcrypt(stored: string): string {
  return stored.replace(/^\$2[xy]\$/, '$2b$');
}

async function bcryptMatches(password: string, stored: string): Promise<boolean> {
  try {
    return await compare(password, stored);
  } catch {
    return false;
  }
}

/**
 * SHA-1 or SHA-512 hex as the game computes it: over the first *length-in-characters* bytes of the
 * UTF-8 encoding (GAME-DATABASE.md §1.3), which differs from a plain digest for non-ASCII passwords.
 */
export function gameDigest(algorithm: 'sha1' | 'sha512', password: string): string {
  const bytes = Buffer.from(password, 'utf8').subarray(0, password.length);
  return createHash(algorithm).update(bytes).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether `password` opens an account whose `accounts.password` is `stored`, accepting what the game
 * accepts: bcrypt of any revision, lowercase SHA-1 or SHA-512 hex, or the plain text. Every check costs
 * at least one bcrypt comparison, so an unknown name or a non-bcrypt hash answers as slowly as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await bcryptMatches(password, TIMING_DUMMY_HASH);
    return false;
  }
  if (stored.startsWith('$2')) {
    if (await bcryptMatches(password, forNodeBcrypt(stored))) return true;
  } else {
    await bcryptMatches(password, TIMING_DUMMY_HASH);
  }
  return (
    sameText(stored, password) ||
    sameText(stored, gameDigest('sha1', password)) ||
    sameText(stored, gameDigest('sha512', password))
  );
}
