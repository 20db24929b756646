import {
  STORE_NOTICE_TITLES,
  STORE_NOTICE_UNMAPPED,
  STORE_ORDER_NEEDS_YOU_STATUSES,
  type ExternalStore,
  type StoreOrderStatus,
  type StorePlaceModeBody,
  type StoresNeedsYou,
} from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import { writeNotifications, type NotifyInput } from '../notifications/index';
import { ordersReadModel } from '../orders/index';
import { externalStores, storeOrders, type ExternalStoreRow } from './tables';
import type { SettingsStore } from '../settings/index';
import { reachStore, storeView } from './views';
const { orders } = ordersReadModel;

/*
 * Orders that need the seller are never hidden (issue 31 item 7): a store order that cannot be
 * drafted (a variant not mapped, an address or price refused) is told by a notification the
 * moment it comes to need the seller, counted in the menu and on the dashboard, and listed across
 * stores; drafts made from store orders (or placed at once, item 8) are announced too.
 */

/** A store order that came to need the seller in one step (arrival, a newer version, a mapping). */
export type NeedsYouOrder = {
  id: string;
  name: string;
  status: StoreOrderStatus;
  lastError: string | null;
};

export const isNeedsYou = (status: StoreOrderStatus) =>
  (STORE_ORDER_NEEDS_YOU_STATUSES as readonly StoreOrderStatus[]).includes(status);

/**
 * Of these store orders, those that need the seller now and did not before the step (or needed
 * them for another reason: unmapped, then refused), read after the step in its transaction.
 */
export async function newlyNeedingYou(
  tx: DbTx,
  storeOrderIds: readonly string[],
  before: ReadonlyMap<string, StoreOrderStatus>,
): Promise<NeedsYouOrder[]> {
  if (storeOrderIds.length === 0) return [];
  const rows = await tx
    .select({
      id: storeOrders.id,
      externalOrderId: storeOrders.externalOrderId,
      name: storeOrders.name,
      status: storeOrders.status,
      lastError: storeOrders.lastError,
    })
    .from(storeOrders)
    .where(
      and(
        inArray(storeOrders.id, [...storeOrderIds]),
        inArray(storeOrders.status, [...STORE_ORDER_NEEDS_YOU_STATUSES]),
      ),
    )
    .orderBy(storeOrders.name);
  return rows
    .filter((row) => before.get(row.externalOrderId) !== row.status && isNeedsYou(row.status))
    .map(({ id, name, status, lastError }) => ({ id, name, status, lastError }));
}

/** What one step did that the seller is told of. */
export type StoreOutcome = {
  needsYou: readonly NeedsYouOrder[];
  /** Drafts made from store orders (order ids). */
  drafts: readonly string[];
  /** Of them, those placed at once (the store's AUTO choice). */
  placed: readonly string[];
};

/** The notifications of one step, one per kind: a single order by its number, else a count. */
export function storeNotices(
  store: Pick<ExternalStoreRow, 'id' | 'sellerId' | 'name'>,
  outcome: StoreOutcome,
  /** The store order number each draft came from (the order's refId), by order id. */
  orderNames: ReadonlyMap<string, string>,
): NotifyInput[] {
  const notices: NotifyInput[] = [];
  const to = { userIds: [store.sellerId], type: 'ORDER' as const };
  const { needsYou } = outcome;
  if (needsYou.length > 0) {
    const one = needsYou.length === 1 ? needsYou[0]! : null;
    notices.push({
      ...to,
      title: one
        ? STORE_NOTICE_TITLES.storeOrderNeedsYou(one.name, store.name)
        : STORE_NOTICE_TITLES.storeOrdersNeedYou(needsYou.length, store.name),
      description: one?.status === 'ERROR' && one.lastError ? one.lastError : STORE_NOTICE_UNMAPPED,
      details: { model: 'store-order', ids: needsYou.map((order) => order.id) },
    });
  }
  const placed = new Set(outcome.placed);
  const drafts = outcome.drafts.filter((id) => !placed.has(id));
  for (const [ids, single, many, model] of [
    [
      drafts,
      STORE_NOTICE_TITLES.storeOrderDrafted,
      STORE_NOTICE_TITLES.storeOrdersDrafted,
      'draft-order',
    ],
    [
      [...placed],
      STORE_NOTICE_TITLES.storeOrderPlaced,
      STORE_NOTICE_TITLES.storeOrdersPlaced,
      'order',
    ],
  ] as const) {
    if (ids.length === 0) continue;
    notices.push({
      ...to,
      title:
        ids.length === 1
          ? single(orderNames.get(ids[0]!) ?? '', store.name)
          : many(ids.length, store.name),
      details: { model, ids: [...ids] },
    });
  }
  return notices;
}

/**
 * Tells the seller what one committed step did: written and pushed after the commit, as the
 * list changes are (a notification of a rolled-back step would point at nothing).
 */
export async function tellSeller(
  db: Db,
  live: Live,
  store: Pick<ExternalStoreRow, 'id' | 'sellerId' | 'name'>,
  outcome: StoreOutcome,
): Promise<void> {
  if (outcome.needsYou.length === 0 && outcome.drafts.length === 0) return;
  // A single draft's title names its store order: read from the order it became.
  const names = await orderNames(db, outcome.drafts.length <= 2 ? [...outcome.drafts] : []);
  for (const notice of storeNotices(store, outcome, names)) {
    const delivery = await writeNotifications(db, live, notice);
    delivery.push();
  }
}

async function orderNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, refId: orders.refId })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row.refId ?? '']));
}

/** What waits for the seller across their stores: the menu's and the dashboard's count. */
export async function needsYouCounts(db: Db, actor: Actor): Promise<StoresNeedsYou> {
  const [counts] = await db
    .select({
      storeOrders:
        sql<number>`count(*) filter (where ${storeOrders.status} in ('UN_SYNCED', 'ERROR'))`.mapWith(
          Number,
        ),
      refusedOrders: sql<number>`count(*) filter (where ${storeOrders.status} = 'ERROR')`.mapWith(
        Number,
      ),
    })
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.sellerId, actor.id),
        inArray(storeOrders.status, [...STORE_ORDER_NEEDS_YOU_STATUSES]),
      ),
    );
  const [drafts] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, actor.id),
        eq(orders.isDraft, true),
        eq(orders.status, 'NOT_READY'),
        sql`${orders.externalStoreId} is not null`,
      ),
    );
  return {
    storeOrders: counts?.storeOrders ?? 0,
    refusedOrders: counts?.refusedOrders ?? 0,
    storeDrafts: drafts?.count ?? 0,
  };
}

/** The seller's per-store choice: confirm mapped orders by hand, or place them at once. */
export async function setPlaceMode(
  db: Db,
  settings: SettingsStore,
  actor: Actor,
  storeId: string,
  body: StorePlaceModeBody,
): Promise<ExternalStore> {
  const store = await db.transaction(async (tx) => {
    const own = await reachStore(tx, actor, storeId, { lock: true });
    const [updated] = await tx
      .update(externalStores)
      .set({ placeMode: body.placeMode, updatedAt: new Date() })
      .where(eq(externalStores.id, own.id))
      .returning();
    return updated!;
  });
  return storeView(db, settings, store);
}
