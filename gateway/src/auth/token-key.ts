import { createSecretKey, KeyObject } from 'node:crypto';

/**
 * The HS256 secret as a key object, made once. Handed the secret as a string or Buffer, jsonwebtoken
 * first tries to read it as a PEM public key on every verify, and only after that throws makes the
 * secret key: a tenth of the gateway's CPU on an authenticated call (docs/benchmarks.md).
 */
export const tokenKey = (secret: string): KeyObject => createSecretKey(Buffer.from(secret, 'utf8'));
