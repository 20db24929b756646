import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { accountsReadModel } from '../accounts/index';
import { catalogReadModel } from '../catalog/index';
import { type OrderItemRow, orderItems, orderItemUnits } from './tables';
const { users } = accountsReadModel;
const { printerPermissions } = catalogReadModel;

/** Statuses in which an item still occupies its printer (the load routing balances). */
const OPEN_STATUSES = ['APPROVED', 'AWAITING_STOCK', 'PICKED', 'PROCESSING', 'PRINTED'] as const;

/** Crockford base 32: no I, L, O or U, so a slip code read aloud or typed is not misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SLIP_CODE_LENGTH = 12;

/** A new packing-slip code: 60 random bits, unique per unit together with the quantity index. */
export function newSlipCode(): string {
  let code = '';
  for (let index = 0; index < SLIP_CODE_LENGTH; index += 1) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The printer for a product type: among active printer accounts whose permission for it is
 * ACTIVATED (not paused by the printer, not blocked by an admin), the one with the fewest open
 * items, so approvals spread over the printers that can make the product. Null when none can.
 */
async function choosePrinter(tx: DbTx, productTypeId: string): Promise<string | null> {
  const openItems = sql<number>`(
    select count(*) from ${orderItems}
    where ${orderItems.printerId} = ${printerPermissions.printerId}
      and ${inArray(orderItems.status, OPEN_STATUSES)}
  )`;
  const [row] = await tx
    .select({ printerId: printerPermissions.printerId })
    .from(printerPermissions)
    .innerJoin(users, eq(users.id, printerPermissions.printerId))
    .where(
      and(
        eq(printerPermissions.productTypeId, productTypeId),
        eq(printerPermissions.status, 'ACTIVATED'),
        eq(users.type, 'PRINTER'),
        notInArray(users.status, ['BLOCKED', 'DELETED']),
      ),
    )
    .orderBy(asc(openItems), asc(printerPermissions.createdAt))
    .limit(1);
  return row?.printerId ?? null;
}

/**
 * Routes items the approval just moved to APPROVED and makes their units (quantity indexes 1..n,
 * APPROVED, one packing-slip code per item), in the approval's transaction. An item no printer may
 * make stays unrouted (printer_id null) with its units, for an admin to see on the order list.
 */
export async function routeApprovedItems(tx: DbTx, items: readonly OrderItemRow[]): Promise<void> {
  if (items.length === 0) return;
  const printerByType = new Map<string, string | null>();
  for (const item of items) {
    if (!printerByType.has(item.productTypeId)) {
      printerByType.set(item.productTypeId, await choosePrinter(tx, item.productTypeId));
    }
    const printerId = printerByType.get(item.productTypeId) ?? null;
    if (printerId) {
      await tx.update(orderItems).set({ printerId }).where(eq(orderItems.id, item.id));
    }
  }
  const units = items.flatMap((item) => {
    const code = newSlipCode();
    return Array.from({ length: item.quantity }, (_, index) => ({
      orderItemId: item.id,
      qtyIndex: index + 1,
      code,
    }));
  });
  // An item approved again keeps the units it already has.
  await tx
    .insert(orderItemUnits)
    .values(units)
    .onConflictDoNothing({ target: [orderItemUnits.orderItemId, orderItemUnits.qtyIndex] });
}
