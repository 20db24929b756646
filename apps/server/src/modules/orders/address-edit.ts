import {
  countryName,
  isAddressEditableBySeller,
  SELLER_ADDRESS_CLOSED,
  type OrderAddress,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest, HttpError } from '../../platform/errors';
import type { ActedBy } from '../order-items/index';
import { orderItemsReadModel } from '../order-items/index';
import { orderAddressChecks } from './after-sale-tables';
import { recordCheck, trace } from './addresses';
import { placeColumns, reachOrder } from './reads';
import { orders } from './tables';
const { orderItems } = orderItemsReadModel;

const oneLine = (address: {
  fullName: string;
  street: string;
  street2?: string | null;
  city: string;
  state?: string | null;
  zipcode: string;
  country: string;
}) =>
  [
    address.fullName,
    address.street,
    address.street2,
    address.city,
    address.state,
    address.zipcode,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * PUT seller/order/:id/address: the seller corrects the buyer's address of a placed order while
 * nothing of it is picked (isAddressEditableBySeller). The country stays: shipping was priced and
 * charged for it, so another country is cancel and place again. The new address is checked at
 * once (the invalid-address list follows it), an admin's confirmation of the old one no longer
 * holds, and the change is traced on the order with the address before and after.
 */
export async function editPlacedAddress(tx: DbTx, by: ActedBy, id: string, address: OrderAddress) {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (order.isDraft) {
    throw new HttpError(409, 'A draft is edited on its own form, where its address is');
  }
  const items = await tx
    .select({ status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  if (!isAddressEditableBySeller({ ...order, items })) {
    throw new HttpError(409, SELLER_ADDRESS_CLOSED);
  }
  if (address.country !== order.country) {
    const message = `The country stays ${countryName(order.country) ?? order.country}: shipping was charged for it (cancel and place the order again to ship elsewhere)`;
    throw badRequest(message, { country: message });
  }
  const [updated] = await tx
    .update(orders)
    .set({
      fullName: address.fullName,
      phone: address.phone || null,
      email: address.email || null,
      ...placeColumns(address),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx
    .update(orderAddressChecks)
    .set({ isConfirmed: false, confirmedBy: null })
    .where(eq(orderAddressChecks.orderId, order.id));
  await trace(
    tx,
    by,
    order.id,
    `Address changed by the seller: ${oneLine(order)} → ${oneLine(updated!)}`,
  );
  return { order: updated!, check: await recordCheck(tx, updated!) };
}
