import {
  FINAL_ITEM_STATUSES,
  ORDER_ITEM_STATUSES,
  parseSlipScan,
  PRODUCTION_MESSAGES,
  type OrderItemStatus,
  type PickAllVariantsBody,
  type PrinterStatisticQuery,
} from '@platfox/domain';
import { and, asc, count, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { dynamicRange, localDateOf, startOfLocalDay } from '../../platform/time';
import { type ActedBy, countOf, orderItemsReadModel } from '../order-items/index';
import { announceItemChanges, type ItemChange } from './live';
import { checkedInStaff } from '../staff/index';
import { orderItemTrackingCodes } from './tables';
import { actOnUnits } from './pick-stock';
import { conflict, itemScope, lockItemsById, lockUnits } from './units';
const { orderItems, orderItemUnits } = orderItemsReadModel;

/** A unit "to pick" is one the to-pick list holds: approved, not yet picked. */
const TO_PICK: OrderItemStatus = 'APPROVED';
const FIND_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The order id as lists and slips show it: "1A2B3C4D", "#1A2B3C4D-2" (with the line). */
const SHORT_ORDER = /^#?([0-9a-f]{8})(?:-(\d{1,4}))?$/i;

/**
 * The printer's lists that are not data lists (issue 6): pick all variants, the statistic by
 * status and find. Every read and change is scoped to the printer's own items (itemScope).
 */
export class PrinterListsService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  /** How many units pick all variants would pick now, and of how many items. */
  async pickAllVariantsCount(by: ActedBy, ids: readonly string[]) {
    const rows = await this.toPickUnits(this.db, by, ids);
    return { units: rows.reduce((sum, row) => sum + row.units, 0), items: rows.length };
  }

  /**
   * Picks every to-pick unit of the chosen items' variants (product type items) in one
   * transaction, through the single picks' transition code: one actions log row per unit, by the
   * checked-in staff member. Units that moved on meanwhile are read under lock and left alone.
   */
  async pickAllVariants(by: ActedBy, body: PickAllVariantsBody) {
    const staff = await checkedInStaff(this.db, by.actor, body.staffId);
    const floor = { ...by, staff };
    const changes = await this.db.transaction(async (tx) => {
      const found = await this.toPickUnits(tx, by, body.ids);
      if (found.length === 0) throw conflict('No unit of these variants is waiting to be picked');
      const items = await lockItemsById(
        tx,
        by,
        found.map((row) => row.itemId),
      );
      const done: ItemChange[] = [];
      for (const item of items) {
        const all = await lockUnits(tx, item.id);
        const toPick = all.filter((unit) => unit.status === TO_PICK);
        if (toPick.length === 0 || FINAL_ITEM_STATUSES.includes(item.status as never)) continue;
        const { moves, itemStatus } = await actOnUnits(tx, floor, item, toPick, 'pick', {
          strict: false,
          allUnits: all,
        });
        done.push({
          id: item.id,
          orderId: item.orderId,
          sellerId: item.sellerId,
          printerId: item.printerId,
          status: itemStatus,
          qtyIndexes: moves.map((move) => move.unit.qtyIndex),
        });
      }
      if (done.length === 0) throw conflict('No unit of these variants is waiting to be picked');
      return done;
    });
    announceItemChanges(this.live, changes);
    const units = changes.reduce((sum, change) => sum + (change.qtyIndexes?.length ?? 0), 0);
    return {
      message: `${countOf(units, 'unit')} of ${countOf(changes.length, 'item')} picked`,
      data: { units, items: changes.length },
    };
  }

  /** The actor's items by status, created within the range (in the caller's time zone). */
  async statistic(by: ActedBy, query: PrinterStatisticQuery, now = new Date()) {
    const { start, end } = statisticRange(query, now);
    const rows = await this.db
      .select({ status: orderItems.status, count: count() })
      .from(orderItems)
      .where(and(itemScope(by), gte(orderItems.createdAt, start), lt(orderItems.createdAt, end)))
      .groupBy(orderItems.status);
    const counted = new Map(rows.map((row) => [row.status, Number(row.count)]));
    const byStatus = ORDER_ITEM_STATUSES.filter((status) => counted.has(status)).map((status) => ({
      status,
      count: counted.get(status)!,
    }));
    return {
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      total: byStatus.reduce((sum, row) => sum + row.count, 0),
      byStatus,
    };
  }

  /** The actor's items matching an order id, a packing-slip code or a tracking code. */
  async find(by: ActedBy, text: string) {
    const rows = await this.db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        status: orderItems.status,
        productTitle: orderItems.productTitle,
        productTypeName: orderItems.productTypeName,
        quantity: orderItems.quantity,
        trackingCode: orderItems.trackingCode,
      })
      .from(orderItems)
      .where(and(itemScope(by), or(...findConditions(text))))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.sortOrder))
      .limit(FIND_LIMIT);
    return rows.map((row) => ({ ...row, id: String(row.id), orderId: String(row.orderId) }));
  }

  /**
   * The actor's items holding to-pick units of the variants of the chosen items, with how many.
   * A chosen id that is not the actor's is not found, as everywhere on the floor.
   */
  private async toPickUnits(db: Db | DbTx, by: ActedBy, ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    const chosen = await db
      .selectDistinct({ id: orderItems.id, variant: orderItems.productTypeItemId })
      .from(orderItems)
      .where(and(inArray(orderItems.id, wanted), itemScope(by)));
    if (chosen.length !== wanted.length) throw notFound(PRODUCTION_MESSAGES.itemNotFound);
    const variants = [...new Set(chosen.map((row) => row.variant))];
    const rows = await db
      .select({ itemId: orderItemUnits.orderItemId, units: count() })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(
        and(
          itemScope(by),
          inArray(orderItems.productTypeItemId, variants),
          notInArray(orderItems.status, [...FINAL_ITEM_STATUSES]),
          eq(orderItemUnits.status, TO_PICK),
        ),
      )
      .groupBy(orderItemUnits.orderItemId);
    return rows.map((row) => ({ itemId: String(row.itemId), units: Number(row.units) }));
  }
}

/** What the find box may have been given; every reading of the text is tried. */
function findConditions(text: string): SQL[] {
  const value = text.trim();
  const conditions: SQL[] = [
    eq(orderItems.trackingCode, value),
    sql`exists (select 1 from ${orderItemTrackingCodes} where ${orderItemTrackingCodes.orderItemId} = ${orderItems.id} and ${orderItemTrackingCodes.trackingCode} = ${value})`,
  ];
  const slip = parseSlipScan(value);
  conditions.push(
    sql`exists (select 1 from ${orderItemUnits} where ${orderItemUnits.orderItemId} = ${orderItems.id} and ${orderItemUnits.code} = ${slip.code})`,
  );
  if (UUID.test(value)) {
    conditions.push(eq(orderItems.orderId, value), eq(orderItems.id, value));
  }
  const short = SHORT_ORDER.exec(value);
  if (short) {
    const line = short[2] ? eq(orderItems.sortOrder, Number(short[2]) - 1) : undefined;
    conditions.push(
      and(sql`${orderItems.orderId}::text like ${`${short[1]!.toLowerCase()}%`}`, line)!,
    );
  }
  return conditions;
}

/** The statistic range as instants: start inclusive, end exclusive. */
export function statisticRange(
  query: PrinterStatisticQuery,
  now: Date,
): { start: Date; end: Date } {
  const zone = query.timezoneOffset;
  const today = localDateOf(zone, now);
  const dayStart = (date: { year: number; month: number; day: number }, plus = 0) =>
    startOfLocalDay(zone, { ...date, day: date.day + plus });
  const parse = (text: string) => {
    const [year, month, day] = text.split('-').map(Number);
    return { year: year!, month: month!, day: day! };
  };
  switch (query.range) {
    case 'today':
      return { start: dayStart(today), end: dayStart(today, 1) };
    case 'yesterday':
      return { start: dayStart(today, -1), end: dayStart(today) };
    // The last 7 days, today included.
    case 'w':
      return { start: dayStart(today, -6), end: dayStart(today, 1) };
    case 'm': {
      const range = dynamicRange(zone, 'thisMonth', now);
      return { start: range.start!, end: range.end! };
    }
    case 'y': {
      const range = dynamicRange(zone, 'thisYear', now);
      return { start: range.start!, end: range.end! };
    }
    case 'd': {
      const date = parse(query.startDate!);
      return { start: dayStart(date), end: dayStart(date, 1) };
    }
    case 'cr': {
      const first = parse(query.startDate!);
      const last = parse(query.endDate!);
      return { start: dayStart(first), end: dayStart(last, 1) };
    }
  }
}
