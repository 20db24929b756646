import { randomBytes } from 'node:crypto';
import { SealedText } from '../../platform/sealed-text';

/**
 * Signing secrets at rest, sealed under a key derived from WEBHOOK_SECRET_KEY. A copy of the table
 * alone signs nothing.
 */
export class SecretBox {
  private readonly box: SealedText;

  constructor(keyText: string) {
    this.box = new SealedText('platfox webhook secrets', keyText);
  }

  seal(secret: string): string {
    return this.box.seal(secret);
  }

  open(sealed: string): string {
    return this.box.open(sealed, 'unreadable webhook secret', false);
  }
}

/** A new signing secret: 256 random bits, with a prefix that says what it is. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
