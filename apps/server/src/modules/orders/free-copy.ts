import type { OrderAddress } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { itemProduct, placeColumns } from './reads';
import { orders } from './tables';
import { type OrderItemRow } from '../order-items/index';

/*
 * What a resend (after-sale) and a reprint (support issues) share: the seller's items made again
 * at no charge, in a new order shipped where the original went. The place key makes it one order
 * per request or issue, whatever retries.
 */

/** The new order, placed now at no charge, in the status its path starts it in. */
export async function insertFreeOrder(
  tx: DbTx,
  originalOrderId: string,
  fields: {
    status: 'PENDING' | 'APPROVED';
    note: string;
    placeKey: string;
    placedAt: Date;
    /**
     * Keep the original's store link (its store and the store's order number): the new order's
     * tracking then goes back to the store's order like the original's (issue 31).
     */
    keepsStoreLink?: boolean;
    /** Ships elsewhere than the original (a reprint's address the seller edited, issue 31). */
    address?: OrderAddress | null;
  },
): Promise<{ id: string; sellerId: string }> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, originalOrderId));
  const [order] = await tx
    .insert(orders)
    .values({
      sellerId: original!.sellerId,
      status: fields.status,
      isDraft: false,
      isFastShipping: original!.isFastShipping,
      isLocalPickup: original!.isLocalPickup,
      fullName: original!.fullName,
      phone: original!.phone,
      email: original!.email,
      street: original!.street,
      street2: original!.street2,
      city: original!.city,
      state: original!.state,
      zipcode: original!.zipcode,
      country: original!.country,
      ...(fields.address ? addressColumns(fields.address) : {}),
      note: fields.note,
      total: 0,
      placeKey: fields.placeKey,
      placedAt: fields.placedAt,
      ...(fields.keepsStoreLink
        ? { externalStoreId: original!.externalStoreId, refId: original!.refId }
        : {}),
    })
    .returning({ id: orders.id, sellerId: orders.sellerId });
  return order!;
}

/** An item of the new order: the original's product, variant and quantity, at no charge. */
export function freeItemOf(item: OrderItemRow, orderId: string, placedAt: Date) {
  return {
    orderId,
    sellerId: item.sellerId,
    placedAt,
    productTypeId: item.productTypeId,
    ...itemProduct(item),
    price: 0,
    shippingPrice: 0,
    totalPrice: 0,
  };
}

/** An address as the order row's columns; what it leaves out is cleared, not kept. */
function addressColumns(address: OrderAddress) {
  return {
    fullName: address.fullName,
    phone: address.phone ?? null,
    email: address.email ?? null,
    ...placeColumns(address),
  };
}
