import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { StoreCredentials } from './platforms/types';

/**
 * A store's credentials sealed at rest with AES-256-GCM under STORE_CREDENTIALS_KEY (config.ts):
 * "v1.<iv>.<tag>.<ciphertext>", each part base64url, a fresh 96-bit IV per seal. The store's id is
 * the additional data, so a sealed value copied onto another store's row does not open there.
 */
const VERSION = 'v1';

export class CredentialBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The store credentials key must be 32 bytes');
  }

  seal(storeId: string, credentials: StoreCredentials): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(storeId));
    const body = Buffer.concat([
      cipher.update(JSON.stringify(credentials), 'utf8'),
      cipher.final(),
    ]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was altered, sealed for another store or under another key. */
  open(storeId: string, sealed: string): StoreCredentials {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('Unreadable store credentials');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(storeId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as StoreCredentials;
  }
}
