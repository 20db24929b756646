import { SealedText } from '../../platform/sealed-text';

/**
 * The SMTP password at rest, sealed under a key derived from STORE_CREDENTIALS_KEY (the
 * deployment's one key for third-party secrets, config.ts) with a purpose of its own. A copy of
 * the table alone logs into nothing.
 */
export class PasswordBox {
  private readonly box: SealedText;

  constructor(rootKey: Buffer) {
    this.box = new SealedText('platfox smtp password', rootKey);
  }

  seal(password: string): string {
    return this.box.seal(password);
  }

  /** Throws when the value was altered or sealed under another key. */
  open(sealed: string): string {
    return this.box.open(sealed, 'Unreadable SMTP password');
  }
}
