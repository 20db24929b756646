import {
  FINAL_ITEM_STATUSES,
  itemStatusFromUnits,
  milestoneOf,
  nextItemStatus,
  PRODUCTION_MESSAGES,
  type OrderItemAction,
  type OrderItemStatus,
  type OrderStatus,
} from '@platfox/domain';
import { and, asc, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import {
  type ActedBy,
  actionRefused,
  moveItems,
  type OrderItemRow,
  type OrderItemUnitRow,
  statusWords,
  orderItemsReadModel,
} from '../order-items/index';
import { ordersReadModel } from '../orders/index';
import { traceLogsReadModel } from '../trace-logs/index';
import { preparedInTransaction } from '../../platform/db/prepared-in-transaction';
import { writeOneUnitMove } from './scan-writes';
import { staffOnDutySince, staffShiftSince } from '../staff/index';
import { itemAttributePairs, itemImageId, itemLooks } from './views';
const { orderItemActionLogs, orderItems, orderItemUnits, orderTimelines } = orderItemsReadModel;
const { orders } = ordersReadModel;
const { traceLogs } = traceLogsReadModel;

/** The acting user, where from, and the checked-in staff member (null for admins and root). */
export type FloorBy = ActedBy & { staff: { id: string; fullName: string } | null };

export type UnitMove = { unit: OrderItemUnitRow; from: OrderItemStatus; to: OrderItemStatus };

export type UnitActionOptions = {
  description?: string | undefined;
  awaitingStockComingAt?: string | undefined;
  /** Every given unit must allow the action (per index, scan); else those that do (bulk). */
  strict: boolean;
  /** All the item's units, locked, when the caller has them: the item's status needs no read. */
  allUnits?: readonly OrderItemUnitRow[];
  /** The order's status read under its lock, so an unchanged one is not written again. */
  orderStatus?: OrderStatus;
  /** The statuses of the order's other items, read under its lock (see MoveOptions). */
  otherStatuses?: readonly OrderItemStatus[];
};

export const conflict = (message: string) => new HttpError(409, message);

/**
 * An action taken by hand on one item (a tracking code, a shipping label): a line in the item's
 * actions log and its trace, "action: text", under the trace type given.
 */
export async function logItemAction(
  tx: DbTx,
  by: ActedBy,
  item: OrderItemRow,
  entry: { action: string; text: string; type: (typeof traceLogs.$inferInsert)['type'] },
): Promise<void> {
  await tx.insert(orderItemActionLogs).values({
    orderItemId: item.id,
    action: entry.action,
    actorId: by.actor.id,
    description: entry.text,
  });
  await tx.insert(traceLogs).values({
    actorId: by.actor.id,
    target: 'order_item' as const,
    targetId: item.id,
    orderId: item.orderId,
    type: entry.type,
    description: `${entry.action}: ${entry.text}`,
    ip: by.ip,
  });
}

/** A printer reaches the items routed to it; admins and root every item. */
export function itemScope(by: ActedBy): SQL | undefined {
  return by.actor.type === 'PRINTER' ? eq(orderItems.printerId, by.actor.id) : undefined;
}

/**
 * Locks items for a change, in the orders module's order (the order rows, then the items, each
 * by id) so a floor action and an admin's approve or cancel of the same order never deadlock.
 * An id outside the actor's reach is not found, as if it did not exist.
 */
export async function lockItemsById(
  tx: DbTx,
  by: ActedBy,
  ids: readonly string[],
): Promise<OrderItemRow[]> {
  const wanted = [...new Set(ids)];
  const found = await tx
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(inArray(orderItems.id, wanted), itemScope(by)));
  const orderIds = [...new Set(found.map((row) => row.orderId))].sort();
  if (orderIds.length > 0) {
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(asc(orders.id))
      .for('update');
  }
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.id, wanted), itemScope(by)))
    .orderBy(asc(orderItems.id))
    .for('update');
  if (items.length !== wanted.length) throw notFound(PRODUCTION_MESSAGES.itemNotFound);
  return items;
}

/**
 * A scan's look-up and locks in one statement: the unit by slip code and quantity index among the
 * actor's items, with its order, its item and all the item's units, locked in the documented
 * order (the order row, then the item, then the units by quantity index: FOR UPDATE OF takes each
 * result row's locks in that order, and the rows come sorted). A concurrent change found while
 * waiting is read in its committed state (PostgreSQL re-reads locked rows that changed), so the
 * statuses returned are the ones the change must start from. The item's picture and attributes
 * come along for the answer, and the staff check (staff/on-duty.ts) rides along too.
 *
 * Built once per scope (a printer's items, or every item) with placeholders: a station scans all
 * day, and building this statement's SQL was about a fifth of the server's CPU per scan.
 */
const scannedUnitLocks = (scope: 'printer' | 'any') =>
  preparedInTransaction(`scan_locks_${scope}`, (tx) => {
    const scanned = alias(orderItemUnits, 'scanned');
    const others = alias(orderItems, 'others');
    const placeholder = sql.placeholder;
    return tx
      .select({
        staff: staffOnDutySince(
          placeholder('actorId'),
          placeholder('staffId'),
          placeholder('since'),
        ),
        sellerId: orders.sellerId,
        orderStatus: orders.status,
        // The order's other items cannot change under its lock: their statuses give the order's
        // status without another read.
        // (As text[]: the drivers parse a text array, not an array of the enum.)
        otherStatuses: sql<
          OrderItemStatus[]
        >`array(select ${others.status}::text from ${orderItems} as others
          where ${others.orderId} = ${orders.id} and ${others.id} <> ${orderItems.id})`,
        item: orderItems,
        unit: orderItemUnits,
        imageId: itemImageId,
        attributePairs: itemAttributePairs,
      })
      .from(scanned)
      .innerJoin(orderItems, eq(orderItems.id, scanned.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(orderItemUnits, eq(orderItemUnits.orderItemId, orderItems.id))
      .where(
        and(
          eq(scanned.code, placeholder('code')),
          eq(scanned.qtyIndex, placeholder('qtyIndex')),
          scope === 'printer' ? eq(orderItems.printerId, placeholder('actorId')) : undefined,
        ),
      )
      .orderBy(asc(orderItemUnits.qtyIndex))
      .for('update', { of: [orders, orderItems, orderItemUnits] });
  });
const printersScannedUnit = scannedUnitLocks('printer');
const anyScannedUnit = scannedUnitLocks('any');

/**
 * The unit a scan names, locked with its order, item and units (scannedUnitLocks), and the staff
 * member's check; null when no such unit is the actor's. The item's scope is itemScope's.
 */
export async function lockScannedUnit(
  tx: DbTx,
  by: ActedBy,
  code: string,
  qtyIndex: number,
  staff: { staffId: string },
) {
  const locks = by.actor.type === 'PRINTER' ? printersScannedUnit : anyScannedUnit;
  const rows = await locks(tx, {
    actorId: by.actor.id,
    staffId: staff.staffId,
    since: staffShiftSince(),
    code,
    qtyIndex,
  });
  const [first] = rows;
  if (!first) return null;
  return {
    staff: first.staff,
    item: first.item,
    sellerId: first.sellerId,
    orderStatus: first.orderStatus,
    otherStatuses: first.otherStatuses,
    units: rows.map((row) => row.unit),
    looks: itemLooks(first.imageId, first.attributePairs),
  };
}

/** The item's units, locked, all of them or the given quantity indexes. */
export function lockUnits(tx: DbTx, itemId: string, qtyIndexes?: readonly number[]) {
  return tx
    .select()
    .from(orderItemUnits)
    .where(
      and(
        eq(orderItemUnits.orderItemId, itemId),
        qtyIndexes ? inArray(orderItemUnits.qtyIndex, [...qtyIndexes]) : undefined,
      ),
    )
    .orderBy(asc(orderItemUnits.qtyIndex))
    .for('update');
}

const BEGIN_MILESTONES = new Set(['beginProcessAt', 'beginShipAt']);

/**
 * Applies a printer action to locked units of one locked item, by the domain's ORDER_ITEM_FLOW:
 * moves the units, writes the actions log and a trace log per unit, stamps the "begin" milestone
 * the first unit reaches, and moves the item to the status its units give it (itemStatusFromUnits;
 * moveItems then stamps the item's milestone, traces it and sets the order's status). A refusal
 * is 409: the unit's present status is what refuses it.
 */
export async function actOnUnits(
  tx: DbTx,
  by: FloorBy,
  item: OrderItemRow,
  units: readonly OrderItemUnitRow[],
  action: OrderItemAction,
  options: UnitActionOptions,
): Promise<{ moves: UnitMove[]; itemStatus: OrderItemStatus }> {
  if ((FINAL_ITEM_STATUSES as readonly string[]).includes(item.status)) {
    throw conflict(`${PRODUCTION_MESSAGES.itemClosed}: it is ${statusWords(item.status)}`);
  }
  const moves: UnitMove[] = [];
  for (const unit of units) {
    const to = nextItemStatus(action, unit.status, by.actor.type);
    if (to) moves.push({ unit, from: unit.status, to });
    else if (options.strict) {
      throw conflict(actionRefused(action, unit.status, `Unit ${unit.qtyIndex}`));
    }
  }
  if (moves.length === 0) throw conflict(actionRefused(action, item.status));

  const now = new Date();
  const to = moves[0]!.to;
  const comingAt =
    action === 'awaitStock'
      ? {
          awaitingStockComingAt: options.awaitingStockComingAt
            ? new Date(options.awaitingStockComingAt)
            : null,
        }
      : action === 'hasStock'
        ? { awaitingStockComingAt: null }
        : {};
  const description = options.description ?? null;
  const staffNote = by.staff ? ` by ${by.staff.fullName}` : '';
  const reason = description ? ` (${description})` : '';
  const traces = moves.map((move) => ({
    actorId: by.actor.id,
    target: 'order_item' as const,
    targetId: item.id,
    orderId: item.orderId,
    description: `${action} #${move.unit.qtyIndex}: ${move.from} → ${move.to}${staffNote}${reason}`,
    ip: by.ip,
    createdAt: now,
  }));
  // The item follows its units. When the caller holds all of them, their statuses are known here.
  const movedTo = new Map(moves.map((move) => [move.unit.id, move.to]));
  const known =
    options.allUnits ??
    (units.length === item.quantity
      ? units
      : await tx
          .select({ id: orderItemUnits.id, status: orderItemUnits.status })
          .from(orderItemUnits)
          .where(eq(orderItemUnits.orderItemId, item.id)));
  const itemStatus = itemStatusFromUnits(
    known.map((unit) => movedTo.get(unit.id) ?? unit.status),
    item.status,
  );

  const isItemMoving = itemStatus !== item.status;
  // A single unit moving its item with its order's other items known (a scan): every write of
  // the action in one statement, built once per shape (scan-writes.ts).
  const { orderStatus, otherStatuses } = options;
  if (isItemMoving && item.quantity === 1 && moves.length === 1 && orderStatus && otherStatuses) {
    const [move] = moves;
    await writeOneUnitMove(tx, {
      unitId: move!.unit.id,
      qtyIndex: move!.unit.qtyIndex,
      action,
      from: move!.from,
      to: move!.to,
      item,
      itemTo: itemStatus,
      order: { status: orderStatus, otherStatuses },
      staffId: by.staff?.id ?? null,
      actorId: by.actor.id,
      ip: by.ip,
      description,
      unitTrace: traces[0]!.description,
      ...('awaitingStockComingAt' in comingAt
        ? { comingAt: { value: comingAt.awaitingStockComingAt ?? null } }
        : {}),
      now,
    });
    return { moves, itemStatus };
  }

  // One round trip: the units' update, and the unit traces when the item stays where it is (else
  // moveItems writes them with the item's), ride on the actions log's insert.
  const writes: WithSubquery[] = [
    tx.$with('updated_units').as(
      tx
        .update(orderItemUnits)
        .set({ status: to, staffId: by.staff?.id ?? null, updatedAt: now, ...comingAt })
        .where(
          inArray(
            orderItemUnits.id,
            moves.map((move) => move.unit.id),
          ),
        )
        .returning({ id: orderItemUnits.id }),
    ),
  ];
  if (!isItemMoving) {
    writes.push(
      tx
        .$with('unit_traces')
        .as(tx.insert(traceLogs).values(traces).returning({ id: traceLogs.id })),
    );
  }
  const actionLogs = moves.map((move) => ({
    orderItemId: item.id,
    qtyIndex: move.unit.qtyIndex,
    action,
    fromStatus: move.from,
    toStatus: move.to,
    staffId: by.staff?.id ?? null,
    actorId: by.actor.id,
    description,
    createdAt: now,
  }));
  await tx
    .with(...writes)
    .insert(orderItemActionLogs)
    .values(actionLogs);
  // A "begin" milestone is when the first unit got there. moveItems stamps the item's milestone
  // with the present time, so an earlier first unit's stamp is put back after it. A single unit
  // is the item: moveItems' stamp is the one.
  const milestone = milestoneOf(to);
  let first: Date | null = null;
  if (milestone && BEGIN_MILESTONES.has(milestone) && item.quantity > 1) {
    const column = orderTimelines[milestone];
    const [stamped] = await tx
      .insert(orderTimelines)
      .values({ orderItemId: item.id, [milestone]: now })
      .onConflictDoUpdate({
        target: orderTimelines.orderItemId,
        set: { [milestone]: sql`coalesce(${column}, ${now.toISOString()}::timestamptz)` },
      })
      .returning({ at: column });
    first = stamped?.at ?? null;
  }
  if (isItemMoving) {
    await moveItems(tx, item.orderId, [{ item, to: itemStatus }], by, `${action} (units)`, {
      traces,
      ...(options.orderStatus ? { orderStatus: options.orderStatus } : {}),
    });
    if (first && milestone && milestoneOf(itemStatus) === milestone && first < now) {
      await tx
        .update(orderTimelines)
        .set({ [milestone]: first })
        .where(eq(orderTimelines.orderItemId, item.id));
    }
  }
  return { moves, itemStatus };
}
