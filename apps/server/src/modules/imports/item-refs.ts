import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Actor } from '../auth/index';
import { orderItemsReadModel } from '../order-items/index';
const { orderItems, orderItemUnits } = orderItemsReadModel;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order items an import's lines name, by reference (an item id or a packing-slip code,
 * upper-cased), within the uploader's reach: a printer finds only the items routed to it, so
 * another printer's item reads as unknown; an admin finds any.
 */
export async function resolveItemRefs(
  db: Db,
  actor: Actor,
  itemRefs: readonly string[],
): Promise<Map<string, string>> {
  const scope = actor.type === 'PRINTER' ? eq(orderItems.printerId, actor.id) : undefined;
  const refs = [...new Set(itemRefs.map((ref) => ref.toUpperCase()))];
  const ids = refs.filter((ref) => UUID.test(ref)).map((ref) => ref.toLowerCase());
  const codes = refs.filter((ref) => !UUID.test(ref));
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(inArray(orderItems.id, ids.slice(i, i + 1000)), scope));
    for (const row of rows) found.set(row.id.toUpperCase(), row.id);
  }
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .selectDistinct({ code: orderItemUnits.code, id: orderItems.id })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(and(inArray(orderItemUnits.code, codes.slice(i, i + 1000)), scope));
    for (const row of rows) found.set(row.code.toUpperCase(), row.id);
  }
  return found;
}
