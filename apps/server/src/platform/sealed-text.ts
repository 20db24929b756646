import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A short secret at rest (an SMTP password, a webhook signing secret): AES-256-GCM under a key of
 * its own purpose, derived from a deployment key, stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). A copy of the table alone opens nothing; a value altered or sealed under another
 * key does not open.
 */
export class SealedText {
  private readonly key: Buffer;

  /** `purpose` keeps two uses of the same deployment key apart (each gets a key of its own). */
  constructor(purpose: string, deploymentKey: Buffer | string) {
    this.key = createHash('sha256').update(`${purpose}\0`).update(deploymentKey).digest();
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map(encode).join('.');
  }

  /**
   * Throws `unreadable` when the value is not in the sealed form (an empty text inside is that
   * too unless `isEmptyAllowed`), and the cipher's error when it was altered or sealed under
   * another key.
   */
  open(sealed: string, unreadable: string, isEmptyAllowed = true): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined || (!body && !isEmptyAllowed)) {
      throw new Error(unreadable);
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
