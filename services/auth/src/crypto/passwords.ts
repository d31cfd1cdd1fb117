import { compare, hash, hashSync } from 'bcrypt';
import { randomBytes } from 'node:crypto';

/** bcrypt cost 10: the $2b$ hashes v83 game servers check, about 50 ms on this hardware. */
export const BCRYPT_COST = 10;

// A real hash of a random password: comparing against it costs what a real check costs, so an
// unknown username answers as slowly as a wrong password.
const TIMING_DUMMY_HASH = hashSync(randomBytes(16).toString('hex'), BCRYPT_COST);

export function hashPassword(password: string): Promise<string> {
  return hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, passwordHash: string | undefined): Promise<boolean> {
  const matches = await compare(password, passwordHash ?? TIMING_DUMMY_HASH);
  return passwordHash !== undefined && matches;
}
