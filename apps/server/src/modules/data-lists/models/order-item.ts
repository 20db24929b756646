import { itemActionsFor, ORDER_ITEM_STATUSES } from '@platfox/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { orderItems, orders } from '../../orders/tables';
import { defineListModel } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) =>
  values.map((value) => ({ key: value, label: value }));

/**
 * Order items as a list (spec 01: /s/order-item, /a/order-item). A seller lists the items of
 * their own orders; an admin needs ORDER_ITEM_ACCESS, else the list is empty. Drafts' items are
 * not listed: they are not orders yet.
 */
export const orderItemListModel = defineListModel({
  name: 'order-item',
  source: (db, selection) =>
    db
      .select(selection)
      .from(orderItems)
      // Left joins on unique keys that always match (foreign keys): the same rows as inner
      // joins, but the planner drops them from a count that reads none of their columns.
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(users, eq(users.id, orderItems.sellerId))
      .$dynamic(),
  countTable: orderItems,
  id: orderItems.id,
  fields: {
    id: { type: 'array', column: sql`${orderItems.id}::text` },
    orderId: { type: 'array', column: sql`${orderItems.orderId}::text` },
    status: {
      type: 'array',
      column: orderItems.status,
      isSortable: true,
      choices: choices(ORDER_ITEM_STATUSES),
    },
    sellerId: { type: 'autocomplete', column: orderItems.sellerId, label: users.email },
    productTypeId: {
      type: 'autocomplete',
      column: orderItems.productTypeId,
      label: orderItems.productTypeName,
    },
    productTypeName: { type: 'text', column: orderItems.productTypeName, isSortable: true },
    productSku: { type: 'text', column: orderItems.productSku, isSortable: true },
    country: { type: 'text', column: orders.country, isSortable: true },
    trackingCode: {
      type: 'text',
      column: orderItems.trackingCode,
      isSortable: true,
      isExistenceEnabled: true,
    },
    total: { type: 'int', column: orderItems.totalPrice, isSortable: true, isMoney: true },
    createdAt: { type: 'time', column: orderItems.createdAt, isSortable: true },
  },
  select: {
    id: orderItems.id,
    orderId: orderItems.orderId,
    sellerId: orderItems.sellerId,
    sellerEmail: users.email,
    status: orderItems.status,
    productTitle: orderItems.productTitle,
    productSku: orderItems.productSku,
    productTypeName: orderItems.productTypeName,
    quantity: orderItems.quantity,
    total: orderItems.totalPrice,
    country: orders.country,
    trackingCode: orderItems.trackingCode,
    createdAt: orderItems.createdAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['SELLER', 'ADMIN', 'ROOT'] },
  shows: isNotNull(orderItems.placedAt),
  scope: (actor) => {
    if (actor.type === 'SELLER') return eq(orderItems.sellerId, actor.id);
    if (actor.type === 'ADMIN' && !actor.permissions.includes('ORDER_ITEM_ACCESS')) {
      return sql`false`;
    }
    return undefined;
  },
  toRow: (row, actor) => {
    const actions = itemActionsFor(row.status as (typeof ORDER_ITEM_STATUSES)[number], actor.type);
    return {
      ...row,
      id: String(row.id),
      createdAt: iso(row.createdAt),
      actions,
      updatable: actions.length > 0,
      isApprovable: actions.includes('approve'),
      isCancelable: actions.includes('cancel'),
    };
  },
});
