import {
  itemActionsFor,
  type CheckedAddress,
  type OrderAddress,
  type OrderView,
  serialiseDate,
} from '@platfox/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { type TransactionRow, ledgerReadModel, transactionSummaryColumns } from '../ledger/index';
import { orders, type OrderRow } from './tables';
import {
  type OrderItemRow,
  type OrderTimelineRow,
  orderItemsReadModel,
} from '../order-items/index';
const { transactions } = ledgerReadModel;
const { orderItems, orderTimelines } = orderItemsReadModel;

/** A seller reaches their own orders only; another's id reads as missing (404), never 403. */
export function ownScope(actor: Pick<Actor, 'id' | 'type'>) {
  return actor.type === 'SELLER' ? eq(orders.sellerId, actor.id) : undefined;
}

/** The order row as the actor may reach it, locked when read in a transaction that changes it. */
export async function reachOrder(
  db: Db | DbTx,
  actor: Pick<Actor, 'id' | 'type'>,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownScope(actor)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** What an order's view shows of the order row. */
export type ViewedOrder = Pick<
  OrderRow,
  | 'id'
  | 'sellerId'
  | 'status'
  | 'isDraft'
  | 'isFastShipping'
  | 'isLocalPickup'
  | 'fullName'
  | 'phone'
  | 'email'
  | 'street'
  | 'street2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'country'
  | 'note'
  | 'refId'
  | 'externalStoreId'
  | 'total'
  | 'chargeTransactionId'
  | 'placedAt'
  | 'createdAt'
>;

type ItemProductColumn =
  | 'productId'
  | 'productTypeItemId'
  | 'productTitle'
  | 'productSku'
  | 'productTypeName'
  | 'variantName'
  | 'quantity';

/** What an item is of: the product, its variant and how many (a view shows it, a copy keeps it). */
export const itemProduct = (item: Pick<OrderItemRow, ItemProductColumn>) => ({
  productId: item.productId,
  productTypeItemId: item.productTypeItemId,
  productTitle: item.productTitle,
  productSku: item.productSku,
  productTypeName: item.productTypeName,
  variantName: item.variantName,
  quantity: item.quantity,
});

/** What an order's view shows of an item and its timeline (null when it has none yet). */
export type ViewedItem = {
  item: Pick<
    OrderItemRow,
    | 'id'
    | ItemProductColumn
    | 'price'
    | 'shippingPrice'
    | 'discountAmount'
    | 'discountShippingAmount'
    | 'totalPrice'
    | 'status'
  >;
  timeline: Omit<OrderTimelineRow, 'orderItemId'> | null;
};

/**
 * The order detail with its items, their timelines and the actions the actor may take on each
 * (from the domain's flow table); isApprovable / isCancelable say whether any item allows it.
 */
export async function orderView(
  db: Db | DbTx,
  actor: Pick<Actor, 'id' | 'type'>,
  id: string,
): Promise<OrderView> {
  const order = await reachOrder(db, actor, id);
  // Items and their timelines in one statement (one timeline row per item, or none).
  const rows = await db
    .select({ item: orderItems, timeline: orderTimelines })
    .from(orderItems)
    .leftJoin(orderTimelines, eq(orderTimelines.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.sortOrder);
  return toOrderView(actor, order, rows, await chargesOf(db, order), await storeNameOf(db, order));
}

/**
 * The name of the connected store an order came from, or null. Read with the table's name, as
 * the lists' store name is: orders sit below stores in the module graph.
 */
async function storeNameOf(
  db: Db | DbTx,
  order: Pick<OrderRow, 'externalStoreId'>,
): Promise<string | null> {
  if (!order.externalStoreId) return null;
  const [row] = await db
    .select({ name: sql<string>`external_stores.name` })
    .from(sql`external_stores`)
    .where(sql`external_stores.id = ${order.externalStoreId}`);
  return row?.name ?? null;
}

/** The ledger rows an order's view lists: what was charged for it and refunded. */
export type ViewedCharge = Pick<TransactionRow, 'id' | 'type' | 'status' | 'amount' | 'createdAt'>;

/** The order's ledger rows, oldest first (the seller's own: an order has one seller). */
export function chargesOf(
  db: Db | DbTx,
  order: Pick<OrderRow, 'id' | 'sellerId'>,
): Promise<ViewedCharge[]> {
  return db
    .select(transactionSummaryColumns)
    .from(transactions)
    .where(and(eq(transactions.orderId, order.id), eq(transactions.userId, order.sellerId)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}

/** The columns of the address an order ships to, for a read that shows or prints it. */
export const shippingAddressColumns = {
  fullName: orders.fullName,
  street: orders.street,
  street2: orders.street2,
  city: orders.city,
  state: orders.state,
  zipcode: orders.zipcode,
  country: orders.country,
};

/** What an order's address is made of: its row's columns, or a suggestion with its contacts. */
type AddressColumns = CheckedAddress & Pick<OrderRow, 'phone' | 'email'>;

/** The place in an address (street to country) as an order's columns: an absent part is null. */
export const placeColumns = (address: Omit<CheckedAddress, 'fullName'>) => ({
  street: address.street,
  street2: address.street2 ?? null,
  city: address.city,
  state: address.state ?? null,
  zipcode: address.zipcode,
  country: address.country,
});

/** An order's address as the domain spells it: an empty column is absent, not null. */
export function orderAddress(order: AddressColumns): OrderAddress {
  return {
    fullName: order.fullName,
    phone: order.phone ?? undefined,
    email: order.email ?? undefined,
    street: order.street,
    street2: order.street2 ?? undefined,
    city: order.city,
    state: order.state ?? undefined,
    zipcode: order.zipcode,
    country: order.country as OrderAddress['country'],
  };
}

/** The view of rows at hand (read, or just written by a placement), items in their order. */
export function toOrderView(
  actor: Pick<Actor, 'id' | 'type'>,
  order: ViewedOrder,
  rows: readonly ViewedItem[],
  charges: readonly ViewedCharge[],
  storeName: string | null = null,
): OrderView {
  const views = rows.map(({ item, timeline }) => {
    return {
      id: item.id,
      ...itemProduct(item),
      price: item.price,
      shippingPrice: item.shippingPrice,
      discountAmount: item.discountAmount,
      discountShippingAmount: item.discountShippingAmount,
      totalPrice: item.totalPrice,
      status: item.status,
      actions: order.isDraft ? [] : itemActionsFor(item.status, actor.type),
      timeline: {
        approvedAt: serialiseDate(timeline?.approvedAt ?? null),
        beginProcessAt: serialiseDate(timeline?.beginProcessAt ?? null),
        finishProcessAt: serialiseDate(timeline?.finishProcessAt ?? null),
        beginShipAt: serialiseDate(timeline?.beginShipAt ?? null),
        finishAt: serialiseDate(timeline?.finishAt ?? null),
      },
    };
  });
  return {
    id: order.id,
    sellerId: order.sellerId,
    status: order.status,
    isDraft: order.isDraft,
    isFastShipping: order.isFastShipping,
    isLocalPickup: order.isLocalPickup,
    address: orderAddress(order),
    note: order.note,
    storeName,
    refId: order.refId,
    total: order.total,
    chargeTransactionId: order.chargeTransactionId,
    placedAt: serialiseDate(order.placedAt),
    createdAt: order.createdAt.toISOString(),
    isApprovable: views.some((item) => item.actions.includes('approve')),
    // A draft is cancelled by its seller without money; a placed order by the flow table.
    isCancelable:
      (order.isDraft && order.status === 'NOT_READY' && actor.type === 'SELLER') ||
      views.some((item) => item.actions.includes('cancel')),
    items: views,
    // The order's own charge first: a fee written in the same transaction has the same time.
    charges: charges
      .map((row) => ({
        id: row.id,
        type: row.type,
        status: row.status,
        amount: row.amount,
        isOrderTotal: row.id === order.chargeTransactionId,
        createdAt: row.createdAt.toISOString(),
      }))
      .sort((a, b) => Number(b.isOrderTotal) - Number(a.isOrderTotal)),
  };
}

/**
 * Whether an item's order is a TikTok order: one that came from a TikTok Shop store (issue 18).
 * The lists' TikTok tab and the packing slip's flag and colour all read this one expression.
 * Written with table names, as the lists' store name is.
 */
export const orderIsTikTok = sql<boolean>`exists (select 1 from external_stores
  where external_stores.id = orders.external_store_id
  and external_stores.type = 'TIKTOK')`.mapWith(Boolean);
