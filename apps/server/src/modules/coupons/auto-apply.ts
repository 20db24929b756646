import { and, asc, eq } from 'drizzle-orm';
import { preparedPer, type Db, type DbTx } from '../../platform/db';
import { coupons, type CouponRow } from './tables';

/** Every placement's coupon read: the active auto-apply coupons, oldest first. */
const autoApplyRows = preparedPer((db) =>
  db
    .select()
    .from(coupons)
    .where(and(eq(coupons.isAutoApplyToOrder, true), eq(coupons.status, 'ACTIVATED')))
    .orderBy(asc(coupons.createdAt), asc(coupons.id))
    .prepare('auto_apply_coupons'),
);

/*
 * The active auto-apply coupons, remembered per database for AUTO_APPLY_TTL_MS. Every estimate
 * and placement reads them and only an admin's coupon write changes them: answering the repeats
 * from memory saves a placement one of its round trips. What a coupon's rules say of the cart,
 * the seller and the time (its dates, audience, usage) is still checked on every call against
 * these rows (resolve.ts refusalOf), so a coupon that has expired since it was read never applies,
 * and the placing transaction checks the locked row again (apply.ts claimCoupon).
 *
 * A coupon write in this process forgets them after its commit (forgetAutoApplyCoupons: the
 * service's create and update, the list's delete), so the next placement here reads the change.
 * Another process's write is seen within AUTO_APPLY_TTL_MS: until then a coupon made auto-apply
 * there is not offered here, and one withdrawn or edited there may be priced in and is then
 * refused by the claim's check of the locked row (409, nothing charged).
 */
export const AUTO_APPLY_TTL_MS = 1000;
let keptForMs = AUTO_APPLY_TTL_MS;

/**
 * How long the coupons are kept (tests keep them an hour: then only a write's forgetting explains
 * a change seen, never the time running out). Answers the previous value.
 */
export function keepAutoApplyCouponsFor(ms: number): number {
  const previous = keptForMs;
  keptForMs = ms;
  return previous;
}

let generation = 0;
type Kept = { readAt: number; generation: number; rows: Promise<CouponRow[]> };
const keptByDatabase = new WeakMap<Db | DbTx, Kept>();

/** Forgets the remembered auto-apply coupons: every coupon write calls it after its commit. */
export function forgetAutoApplyCoupons(): void {
  generation += 1;
}

/**
 * The active auto-apply coupons, from memory when read in the last AUTO_APPLY_TTL_MS and no
 * coupon write of this process came since. Callers running at once share one read; a read that
 * started before a write is not kept (its generation moved while it ran).
 */
export function autoApplyCandidates(db: Db | DbTx): Promise<CouponRow[]> {
  const now = Date.now();
  const kept = keptByDatabase.get(db);
  if (kept && kept.generation === generation && now - kept.readAt < keptForMs) {
    return kept.rows;
  }
  const entry: Kept = {
    readAt: now,
    generation,
    rows: autoApplyRows(db as Db).execute(),
  };
  keptByDatabase.set(db, entry);
  // A failed read is not kept: the next call asks again.
  entry.rows.catch(() => {
    if (keptByDatabase.get(db) === entry) keptByDatabase.delete(db);
  });
  return entry.rows;
}
