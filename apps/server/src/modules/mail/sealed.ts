import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The SMTP password at rest: AES-256-GCM under a key derived from STORE_CREDENTIALS_KEY (the
 * deployment's one key for third-party secrets, config.ts) with a purpose of its own, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A copy of the table alone logs into nothing.
 */
export class PasswordBox {
  private readonly key: Buffer;

  constructor(rootKey: Buffer) {
    this.key = createHash('sha256').update('platfox smtp password\0').update(rootKey).digest();
  }

  seal(password: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was altered or sealed under another key. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) {
      throw new Error('Unreadable SMTP password');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
