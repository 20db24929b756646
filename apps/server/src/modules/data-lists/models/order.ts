import { itemActionsFor, orderList, serialiseDate } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { ordersReadModel } from '../../orders/index';
import { serveListModel } from '../registry';
import { orderStoreName } from './store-name';
const { users } = accountsReadModel;
const { orders } = ordersReadModel;

const sellerEmail = users.email;

/**
 * Orders as a list (spec 01: /s/order, /a/order). A seller lists their own orders whatever the
 * filters say (the scope is AND-ed on); who else may is the declaration's (403 otherwise).
 * isApprovable / isCancelable come from the domain's flow table by the order's status.
 */
export const orderListModel = serveListModel(orderList, {
  source: (db, selection) =>
    db.select(selection).from(orders).innerJoin(users, eq(users.id, orders.sellerId)).$dynamic(),
  id: orders.id,
  columns: {
    status: orders.status,
    sellerId: { column: orders.sellerId, label: sellerEmail },
    sellerEmail,
    country: orders.country,
    total: orders.total,
    createdAt: orders.createdAt,
    placedAt: orders.placedAt,
    storeName: orderStoreName,
    refId: orders.refId,
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
    storeName: orderStoreName,
    refId: orders.refId,
  },
  scope: (actor) => (actor.type === 'SELLER' ? eq(orders.sellerId, actor.id) : undefined),
  toRow: (row, actor) => {
    // An order's status is its least advanced live item's: a PENDING order has a PENDING item.
    const actions = row.isDraft ? [] : itemActionsFor(row.status, actor.type);
    const isOwnDraft = row.isDraft && row.status === 'NOT_READY' && actor.type === 'SELLER';
    return {
      ...row,
      updatable: actions.length > 0 || isOwnDraft,
      createdAt: serialiseDate(row.createdAt),
      placedAt: serialiseDate(row.placedAt),
      isApprovable: actions.includes('approve'),
      isCancelable: actions.includes('cancel') || isOwnDraft,
    };
  },
});
