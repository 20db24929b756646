import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { verifyPinBodySchema } from '@platfox/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, forbidden, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { tokenHash } from '../../platform/secrets';
import type { Actor } from '../../platform/actor';
import { ok } from '../../platform/serve';
import { ownerPinMail } from './mails';
import { findUserRow } from './service';
import { accountTokens } from './tables';
import { issueToken } from './tokens';

type VerifyPinBody = z.infer<typeof verifyPinBodySchema>;

/** Guesses a PIN allows; after them a new PIN must be asked for. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_WRONG = 'The PIN code is incorrect';
export const PIN_EXPIRED = 'The PIN code has expired or was used. Please ask for a new one.';

/** A PIN is hashed with its token row's id: PINs repeat, stored hashes must not. */
const pinHash = (tokenId: string, pin: string): string => tokenHash(`${tokenId}:${pin}`);

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Printer owner verification (spec 01 section 4): a PIN mailed to the account's address opens the
 * management screens by way of a feature token, sent back in the Auth-Feature header. Whoever
 * has the printer's session but not its mailbox (a staff member at the shared screen) stays out.
 */
export class OwnerVerificationService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
  ) {}

  async sendPin(actor: Actor): Promise<{ status: number; message: string }> {
    const user = await findUserRow(this.db, actor.id);
    if (!user) throw unauthorized();
    const pin = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const id = randomUUID();
    await issueToken(this.db, user.id, 'owner_pin', { id, token: pin, hash: pinHash(id, pin) });
    await this.mailer.send(ownerPinMail(user, pin));
    return { status: 200, message: 'A PIN code has been sent to your e-mail address' };
  }

  /** Checks the PIN; answers a feature token (8 hours) unless isGenFeatureToken is false. */
  async verifyPin(actor: Actor, userId: string, body: VerifyPinBody) {
    if (userId !== actor.id) throw forbidden();
    // Each guess takes an attempt before it is checked, in one statement, so guesses sent all at
    // once cannot get past the limit.
    const [pin] = await this.db
      .update(accountTokens)
      .set({ attempts: sql`${accountTokens.attempts} + 1` })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'owner_pin'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
          lt(accountTokens.attempts, PIN_MAX_ATTEMPTS),
        ),
      )
      .returning();
    if (!pin) throw badRequest(PIN_EXPIRED, { pin: PIN_EXPIRED });
    if (!sameHash(pin.tokenHash, pinHash(pin.id, body.pin))) {
      throw badRequest(PIN_WRONG, { pin: PIN_WRONG });
    }
    // Spent by the statement that checks it is unspent: one PIN opens one feature token.
    const [spent] = await this.db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.id, pin.id), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id });
    if (!spent) throw badRequest(PIN_EXPIRED, { pin: PIN_EXPIRED });
    if (!body.isGenFeatureToken) {
      return ok({ featureToken: null, expiresTimeStamp: null });
    }
    const { token, expiresAt } = await issueToken(this.db, userId, 'feature');
    return ok({ featureToken: token, expiresTimeStamp: expiresAt.getTime() });
  }

  async isFeatureTokenValid(userId: string, featureToken: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash(featureToken)),
          eq(accountTokens.purpose, 'feature'),
          eq(accountTokens.userId, userId),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, new Date()),
        ),
      );
    return row !== undefined;
  }
}
