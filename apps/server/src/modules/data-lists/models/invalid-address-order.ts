import { invalidAddressOrderList, serialiseDate } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { shippingAddressColumns, ordersReadModel } from '../../orders/index';
import { serveListModel } from '../registry';
const { orderAddressChecks, orders } = ordersReadModel;

/**
 * The seller's orders whose address failed the check and nobody confirmed (spec 01:
 * /s/invalid-address-orders, the top bar's reminder). Sellers list their own only.
 */
export const invalidAddressOrderListModel = serveListModel(invalidAddressOrderList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(orderAddressChecks)
      .innerJoin(orders, eq(orders.id, orderAddressChecks.orderId))
      .$dynamic(),
  id: orders.id,
  columns: {
    status: orders.status,
    fullName: orders.fullName,
    country: orders.country,
    checkedAt: orderAddressChecks.checkedAt,
  },
  select: {
    id: orders.id,
    status: orders.status,
    ...shippingAddressColumns,
    problems: orderAddressChecks.problems,
    checkedAt: orderAddressChecks.checkedAt,
  },
  scope: (actor) =>
    and(
      eq(orderAddressChecks.sellerId, actor.id),
      eq(orderAddressChecks.isValid, false),
      eq(orderAddressChecks.isConfirmed, false),
    ),
  toRow: (row) => ({ ...row, checkedAt: serialiseDate(row.checkedAt), updatable: true }),
});
