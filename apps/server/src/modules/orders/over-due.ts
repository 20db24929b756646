import { OLD_UNCOMPLETED_ORDER_ITEM_DAYS } from '@platfox/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { settingsReadModel } from '../settings/index';
import { orders } from './tables';
import { orderItemsReadModel } from '../order-items/index';
const { orderSettings } = settingsReadModel;
const { orderItems, orderTimelines } = orderItemsReadModel;

/*
 * Overdue order items (spec 01: /a/order-items-over-due-date/processing and /shipping): items in
 * production, or on their way, for longer than the `overDueDays` setting (default 6, spec 03
 * section 9). The lists and the menu counters share these conditions.
 */

export const OVER_DUE_DAYS_KEY = 'overDueDays';

/** In production: from approval until the item is ready to deliver. */
export const PROCESSING_STATUSES = [
  'APPROVED',
  'AWAITING_STOCK',
  'PICKED',
  'PROCESSING',
  'PRINTED',
] as const;
/** On its way: ready to deliver until completed. */
export const SHIPPING_STATUSES = [
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'DELIVERED_FAILURE',
  'CANCEL_SHIP',
] as const;

/** The setting read inside the query, so a list needs no extra round trip and sees a change at once. */
const overDueDays = sql`coalesce((select (${orderSettings.value} #>> '{}')::int from ${orderSettings} where ${orderSettings.key} = ${OVER_DUE_DAYS_KEY}), ${OLD_UNCOMPLETED_ORDER_ITEM_DAYS})`;
const cutoff = sql`now() - make_interval(days => ${overDueDays})`;

/** When the item entered the stage: approval for production, ready-to-deliver for shipping. */
export const processingSince = sql`coalesce(${orderTimelines.approvedAt}, ${orderItems.createdAt})`;
export const shippingSince = sql`coalesce(${orderTimelines.beginShipAt}, ${orderTimelines.finishProcessAt}, ${orderItems.updatedAt})`;

export type OverDueStage = 'processing' | 'shipping';

/** The WHERE of a stage's overdue items (the query joins orders and order_timelines). */
export function overDueCondition(stage: OverDueStage): SQL {
  const placed = eq(orders.isDraft, false);
  return stage === 'processing'
    ? and(
        placed,
        inArray(orderItems.status, [...PROCESSING_STATUSES]),
        sql`${processingSince} < ${cutoff}`,
      )!
    : and(
        placed,
        inArray(orderItems.status, [...SHIPPING_STATUSES]),
        sql`${shippingSince} < ${cutoff}`,
      )!;
}

export async function readOverDueDays(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: orderSettings.value })
    .from(orderSettings)
    .where(eq(orderSettings.key, OVER_DUE_DAYS_KEY));
  return typeof row?.value === 'number' ? row.value : OLD_UNCOMPLETED_ORDER_ITEM_DAYS;
}

export async function writeOverDueDays(db: Db, days: number, actorId: string): Promise<number> {
  await db
    .insert(orderSettings)
    .values({ key: OVER_DUE_DAYS_KEY, value: days, updatedBy: actorId })
    .onConflictDoUpdate({
      target: orderSettings.key,
      set: { value: days, updatedBy: actorId, updatedAt: new Date() },
    });
  return days;
}
