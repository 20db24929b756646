import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Signing secrets at rest: AES-256-GCM under a key derived from WEBHOOK_SECRET_KEY, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A copy of the table alone signs nothing.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(keyText: string) {
    this.key = createHash('sha256').update(`platfox webhook secrets\0${keyText}`).digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable webhook secret');
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

/** A new signing secret: 256 random bits, with a prefix that says what it is. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
