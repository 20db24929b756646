import { ORDER_STATUSES } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import { orderAddressChecks } from '../../orders/after-sale-tables';
import { orders } from '../../orders/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The seller's orders whose address failed the check and nobody confirmed (spec 01:
 * /s/invalid-address-orders, the top bar's reminder). Sellers list their own only.
 */
export const invalidAddressOrderListModel = defineListModel({
  name: 'invalid-address-order',
  source: (db, selection) =>
    db
      .select(selection)
      .from(orderAddressChecks)
      .innerJoin(orders, eq(orders.id, orderAddressChecks.orderId))
      .$dynamic(),
  id: orders.id,
  fields: {
    id: idField(orders.id),
    status: {
      type: 'array',
      column: orders.status,
      choices: ORDER_STATUSES.map((value) => ({ key: value, label: value })),
    },
    fullName: { type: 'text', column: orders.fullName, isSortable: true },
    country: { type: 'text', column: orders.country, isSortable: true },
    checkedAt: { type: 'time', column: orderAddressChecks.checkedAt, isSortable: true },
  },
  select: {
    id: orders.id,
    status: orders.status,
    fullName: orders.fullName,
    street: orders.street,
    street2: orders.street2,
    city: orders.city,
    state: orders.state,
    zipcode: orders.zipcode,
    country: orders.country,
    problems: orderAddressChecks.problems,
    checkedAt: orderAddressChecks.checkedAt,
  },
  defaultSort: { field: 'checkedAt', direction: 'desc' },
  access: { types: ['SELLER'] },
  scope: (actor) =>
    and(
      eq(orderAddressChecks.sellerId, actor.id),
      eq(orderAddressChecks.isValid, false),
      eq(orderAddressChecks.isConfirmed, false),
    ),
  toRow: (row) => ({ ...row, id: String(row.id), checkedAt: iso(row.checkedAt), updatable: true }),
});
