import { hash } from 'bcrypt';
import { createHash } from 'node:crypto';
import { gameDigest, hashPassword, isSiteHash, verifyPassword } from './passwords';

describe('passwords: every hash the game accepts (GAME-DATABASE.md §1.3)', () => {
  const password = 'secret123';

  it('writes node bcrypt $2b$ and reads it back', async () => {
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^\$2b\$10\$/);
    expect(isSiteHash(stored)).toBe(true);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('wrong-one', stored)).toBe(false);
  });

  it.each([
    ['bcrypt $2a$', async () => (await hash(password, 4)).replace(/^\$2b\$/, '$2a$')],
    ['bcrypt $2y$ (what the game writes)', async () => (await hash(password, 4)).replace(/^\$2b\$/, '$2y$')],
    ['bcrypt $2x$', async () => (await hash(password, 4)).replace(/^\$2b\$/, '$2x$')],
    ['SHA-512 hex', async () => createHash('sha512').update(password).digest('hex')],
    ['SHA-1 hex', async () => createHash('sha1').update(password).digest('hex')],
    ['plain text', async () => password],
  ])('accepts %s and refuses a wrong password against it', async (_kind, make) => {
    const stored = await make();
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('Secret123', stored)).toBe(false);
  });

  it('rehashes everything but node bcrypt', async () => {
    expect(isSiteHash('$2y$12$abcdefghijklmnopqrstuv')).toBe(false);
    expect(isSiteHash(createHash('sha1').update(password).digest('hex'))).toBe(false);
    expect(isSiteHash(password)).toBe(false);
  });

  it('digests non-ASCII passwords as the game does: the first length-in-characters bytes of the UTF-8', async () => {
    const accented = 'Sécret123';
    const game = createHash('sha512').update(Buffer.from(accented, 'utf8').subarray(0, accented.length)).digest('hex');
    expect(gameDigest('sha512', accented)).toBe(game);
    expect(game).not.toBe(createHash('sha512').update(accented, 'utf8').digest('hex'));
    expect(await verifyPassword(accented, game)).toBe(true);
    expect(gameDigest('sha1', 'abc')).toBe(createHash('sha1').update('abc').digest('hex'));
  });

  it('refuses an unknown account (no stored hash) and a malformed bcrypt hash', async () => {
    expect(await verifyPassword(password, undefined)).toBe(false);
    expect(await verifyPassword(password, '$2b$10$short')).toBe(false);
  });
});
