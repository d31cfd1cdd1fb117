import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest (two-factor secrets), and an HMAC for values looked up by
 * hash (backup codes), both keyed from TWO_FACTOR_ENCRYPTION_KEY with separate derived keys.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(masterKeyHex: string) {
    const master = Buffer.from(masterKeyHex, 'hex');
    this.encryptionKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'henesys:two-factor-secret', 32));
    this.hashKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'henesys:backup-codes', 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unrecognised sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }

  /** A keyed hash: a stolen table of hashes is useless without the key. */
  hash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }
}
