import { itemActionsFor, ORDER_STATUSES } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { orders } from '../../orders/tables';
import { defineListModel } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) =>
  values.map((value) => ({ key: value, label: value }));
const sellerEmail = users.email;

/**
 * Orders as a list (spec 01: /s/order, /a/order). A seller lists their own orders whatever the
 * filters say (the scope is AND-ed on); an admin needs ORDER_ACCESS, else the list is empty.
 * isApprovable / isCancelable come from the domain's flow table by the order's status.
 */
export const orderListModel = defineListModel({
  name: 'order',
  source: (db, selection) =>
    db.select(selection).from(orders).innerJoin(users, eq(users.id, orders.sellerId)).$dynamic(),
  id: orders.id,
  fields: {
    id: { type: 'array', column: sql`${orders.id}::text` },
    status: {
      type: 'array',
      column: orders.status,
      isSortable: true,
      choices: choices(ORDER_STATUSES),
    },
    sellerId: { type: 'autocomplete', column: orders.sellerId, label: sellerEmail },
    sellerEmail: { type: 'text', column: sellerEmail, isSortable: true },
    country: { type: 'text', column: orders.country, isSortable: true },
    total: { type: 'int', column: orders.total, isSortable: true, isMoney: true },
    createdAt: { type: 'time', column: orders.createdAt, isSortable: true },
    placedAt: { type: 'time', column: orders.placedAt, isSortable: true, isExistenceEnabled: true },
  },
  select: {
    id: orders.id,
    sellerId: orders.sellerId,
    sellerEmail,
    status: orders.status,
    isDraft: orders.isDraft,
    country: orders.country,
    fullName: orders.fullName,
    total: orders.total,
    isFastShipping: orders.isFastShipping,
    isLocalPickup: orders.isLocalPickup,
    createdAt: orders.createdAt,
    placedAt: orders.placedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['SELLER', 'ADMIN', 'ROOT'] },
  scope: (actor) => {
    if (actor.type === 'SELLER') return eq(orders.sellerId, actor.id);
    if (actor.type === 'ADMIN' && !actor.permissions.includes('ORDER_ACCESS')) return sql`false`;
    return undefined;
  },
  toRow: (row, actor) => {
    // An order's status is its least advanced live item's: a PENDING order has a PENDING item.
    const actions =
      row.isDraft === true
        ? []
        : itemActionsFor(row.status as (typeof ORDER_STATUSES)[number], actor.type);
    const isOwnDraft =
      row.isDraft === true && row.status === 'NOT_READY' && actor.type === 'SELLER';
    return {
      ...row,
      id: String(row.id),
      updatable: actions.length > 0 || isOwnDraft,
      createdAt: iso(row.createdAt),
      placedAt: iso(row.placedAt),
      isApprovable: actions.includes('approve'),
      isCancelable: actions.includes('cancel') || isOwnDraft,
    };
  },
});
