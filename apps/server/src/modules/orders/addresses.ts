import {
  checkAddress,
  COMPARED_ADDRESS_FIELDS,
  suggestAddress,
  type AddressCheckView,
  type CheckedAddress,
  type OrderAddress,
} from '@platfox/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import type { BoundRow } from '../../platform/db/shaped-statement';
import { badRequest } from '../../platform/errors';
import { orderAddressChecks, type OrderAddressCheckRow } from './after-sale-tables';
import type { ActedBy } from '../order-items/index';
import { orderAddress, placeColumns, reachOrder } from './reads';
import { orders, type OrderRow } from './tables';
import { traceLogsReadModel } from '../trace-logs/index';
const { traceLogs } = traceLogsReadModel;

/*
 * Address checks of placed orders (spec 03 section 4: validated, confirmed, or flagged by the
 * invalid-address reminder). No outside address service is reachable from here, so the check is
 * the domain's rules (checkAddress) and the suggestion is the address spelled by them
 * (suggestAddress): tidied spaces, upper-case codes, a clean US ZIP code.
 */

/** An address can still change until the parcel is ready to go. */
const ADDRESS_EDITABLE = ['PENDING', 'APPROVED', 'PICKED', 'PROCESSING', 'RETURNED'];
export const ADDRESS_LOCKED = 'The address cannot change once the order is ready to deliver';

/** What an address check reads of an order. */
type CheckedOrder = Pick<
  OrderRow,
  'id' | 'sellerId' | 'fullName' | 'street' | 'street2' | 'city' | 'state' | 'zipcode' | 'country'
>;

const addressOf = (order: CheckedOrder): CheckedAddress => ({
  fullName: order.fullName,
  street: order.street,
  street2: order.street2,
  city: order.city,
  state: order.state,
  zipcode: order.zipcode,
  country: order.country,
});

/** A suggested address with the order's own contacts. */
const toAddress = (order: OrderRow, address: CheckedAddress): OrderAddress =>
  orderAddress({ ...address, phone: order.phone, email: order.email });

export function checkView(order: OrderRow, row: OrderAddressCheckRow): AddressCheckView {
  const current = addressOf(order);
  const suggestion = suggestAddress(current);
  const isSpelledSo = COMPARED_ADDRESS_FIELDS.every(
    (field) => (current[field] ?? '') === (suggestion[field] ?? ''),
  );
  return {
    orderId: order.id,
    isValid: row.isValid,
    isConfirmed: row.isConfirmed,
    problems: row.problems,
    suggestion: isSpelledSo ? null : toAddress(order, suggestion),
    checkedAt: row.checkedAt.toISOString(),
    remindedAt: row.remindedAt?.toISOString() ?? null,
  };
}

/** An order's address checked now: the values of its check's row. */
export function addressCheckOf(order: CheckedOrder) {
  const problems = checkAddress(addressOf(order));
  return {
    orderId: order.id,
    sellerId: order.sellerId,
    isValid: problems.length === 0,
    problems,
    checkedAt: new Date(),
  };
}

/**
 * The upsert of an order's address check, not yet run (a placement writes it with the order).
 * Its values may be placeholders: the placement builds its statement once per shape.
 */
export function addressCheckWrite(
  tx: Db | DbTx,
  check: BoundRow<ReturnType<typeof addressCheckOf>>,
) {
  return tx
    .insert(orderAddressChecks)
    .values({
      orderId: check.orderId,
      sellerId: check.sellerId,
      isValid: check.isValid,
      problems: check.problems,
    })
    .onConflictDoUpdate({
      target: orderAddressChecks.orderId,
      // A placeholder goes through the column's encoder as a value does (Drizzle's types leave
      // placeholders out of set(), its code takes them).
      set: {
        isValid: check.isValid as boolean,
        problems: check.problems as { field: string; message: string }[],
        checkedAt: check.checkedAt as Date,
      },
    });
}

/** Checks the order's address now and keeps the result; a confirmation survives a re-check. */
export async function recordCheck(tx: Db | DbTx, order: OrderRow): Promise<OrderAddressCheckRow> {
  const [row] = await addressCheckWrite(tx, addressCheckOf(order)).returning();
  return row!;
}

/** POST orders/:id/validate-address: the seller's own order, or any for staff. */
export async function validateOrderAddress(tx: DbTx, by: ActedBy, id: string) {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (order.isDraft) throw badRequest('Only a placed order has its address checked');
  return { order, check: await recordCheck(tx, order) };
}

/** An admin confirms the address as written: the order leaves the seller's reminder. */
export async function confirmOrderAddress(tx: DbTx, by: ActedBy, id: string) {
  const { order } = await validateOrderAddress(tx, by, id);
  const [check] = await tx
    .update(orderAddressChecks)
    .set({ isConfirmed: true, confirmedBy: by.actor.id })
    .where(eq(orderAddressChecks.orderId, order.id))
    .returning();
  await trace(tx, by, order.id, 'Address confirmed as valid');
  return { order, check: check! };
}

/** Applies the suggested spelling to the order's address and checks it again. */
export async function applySuggestedAddress(tx: DbTx, by: ActedBy, id: string) {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (order.isDraft) throw badRequest('Only a placed order has its address checked');
  if (!ADDRESS_EDITABLE.includes(order.status)) throw badRequest(ADDRESS_LOCKED);
  const suggestion = suggestAddress(addressOf(order));
  const [updated] = await tx
    .update(orders)
    .set({ ...placeColumns(suggestion), updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await trace(tx, by, order.id, 'Address changed to the suggested spelling');
  return { order: updated!, check: await recordCheck(tx, updated!) };
}

export async function trace(tx: DbTx, by: ActedBy, orderId: string, description: string) {
  await tx.insert(traceLogs).values({
    actorId: by.actor.id,
    target: 'order' as const,
    targetId: orderId,
    orderId,
    type: 'ADDRESS',
    description,
    ip: by.ip,
  });
}

/** The seller's reminder: their orders whose address failed the check and nobody confirmed. */
export async function addressReminderCount(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderAddressChecks)
    .where(
      and(
        eq(orderAddressChecks.sellerId, sellerId),
        eq(orderAddressChecks.isValid, false),
        eq(orderAddressChecks.isConfirmed, false),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function readCheck(db: Db, by: ActedBy, id: string): Promise<AddressCheckView> {
  const order = await reachOrder(db, by.actor, id);
  const [row] = await db
    .select()
    .from(orderAddressChecks)
    .where(eq(orderAddressChecks.orderId, order.id));
  return checkView(order, row ?? (await recordCheck(db, order)));
}
