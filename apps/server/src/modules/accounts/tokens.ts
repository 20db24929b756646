import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { randomToken, tokenHash } from '../../platform/secrets';
import { accountTokens, type AccountTokenPurpose } from './tables';

const MINUTE_MS = 60_000;

/** How long each kind of token is good for. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  email_verification: 24 * 60 * MINUTE_MS,
  password_reset: 60 * MINUTE_MS,
  owner_pin: 10 * MINUTE_MS,
  feature: 8 * 60 * MINUTE_MS,
  sign_in_code: 15 * MINUTE_MS,
};

/** A mailbox gets at most one link of a kind a minute, however often the button is pressed. */
export const RESEND_COOLDOWN_MS = MINUTE_MS;

/** The machine-readable reasons a link's token is refused, as `errors.token`. */
export type TokenProblem = 'expired' | 'invalid';

/** A refused link: 400 with `errors.token` 'expired' or 'invalid'. */
export function tokenRefused(problem: TokenProblem, what: string) {
  return badRequest(
    problem === 'expired'
      ? `The ${what} link has expired`
      : `The ${what} link is invalid or has already been used`,
    { token: problem },
  );
}

/**
 * Issues a token of `purpose` for a user. Earlier unused ones of the same purpose are spent, so
 * only the latest link or PIN works. `secret` is given when the value is not a random token (a PIN
 * is hashed together with its row id, since PINs repeat).
 */
export async function issueToken(
  db: Db | DbTx,
  userId: string,
  purpose: AccountTokenPurpose,
  secret: TokenSecret = randomSecret(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]);
  if (purpose !== 'feature') await spendTokens(db, userId, purpose);
  await db
    .insert(accountTokens)
    .values({ id: secret.id, userId, purpose, tokenHash: secret.hash, expiresAt });
  return { token: secret.token, expiresAt };
}

/** A token, its row id and the hash stored for it. */
export type TokenSecret = { id: string; token: string; hash: string };

function randomSecret(): TokenSecret {
  const token = randomToken();
  return { id: randomUUID(), token, hash: tokenHash(token) };
}

/**
 * Spends a single-use token: the user it belongs to, or why it is refused. The update is the
 * check, so two requests racing with one token cannot both win.
 */
export async function consumeToken(
  db: Db | DbTx,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<{ userId: string } | { problem: TokenProblem }> {
  const hash = tokenHash(token);
  const [spent] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (spent) return spent;
  const known = await findToken(db, purpose, token);
  return { problem: known && !known.usedAt ? 'expired' : 'invalid' };
}

/** A token's row, whatever its state. */
export async function findToken(db: Db | DbTx, purpose: AccountTokenPurpose, token: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash(token)), eq(accountTokens.purpose, purpose)));
  return row;
}

/** When the user was last sent a token of this purpose, to keep resends from flooding a mailbox. */
export async function lastIssuedAt(
  db: Db | DbTx,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Spends every unused token of a purpose (a verified user's pending links, a used reset). */
export async function spendTokens(
  db: Db | DbTx,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
