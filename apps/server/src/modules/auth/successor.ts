import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Two tabs refreshing the same token at once must both go on: the first rotates it, the second
 * finds it spent. Within REFRESH_REUSE_GRACE_MS of the rotation the second is answered the same
 * new pair, which the rotation kept sealed on the spent token's row. The key is derived from the
 * spent token itself, which the database does not hold (only its hash): the row alone opens
 * nothing. A reuse after the grace window still revokes the whole session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type Successor = { access: string; next: string; accessExpiresAt: number };

const keyOf = (spentToken: string) =>
  createHash('sha256').update(`refresh-successor:${spentToken}`).digest();

export function sealSuccessor(spentToken: string, successor: Successor): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(successor), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The pair sealed for this spent token, or null when it does not open. */
export function openSuccessor(spentToken: string, sealed: string): Successor | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentToken), iv!);
    decipher.setAuthTag(tag!);
    const text = Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
    return JSON.parse(text) as Successor;
  } catch {
    return null;
  }
}
