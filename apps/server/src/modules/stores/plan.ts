import {
  orderAddressSchema,
  STORE_MESSAGES,
  STORE_WAIT_REASONS,
  type OrderCart,
} from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { ShippingPriceService } from '../catalog/index';
import { priceCart, type PricedCart, type ProductFacts } from '../orders/index';
import type { StoreAddress } from './platforms/types';
import type { ExternalStoreRow, StoreOrderData, StoreVariantRow } from './tables';

/*
 * How far a store order can move on, decided from its data and its variants' mappings alone (no
 * writes): shared by the orders already kept (advance.ts, their lines read with the mappings) and
 * the orders arriving for the first time (arrivals.ts, planned before anything is written).
 */

/** A variant's mapping as the catalogue keeps it (null: the store has no such variant). */
export type VariantMapping = {
  syncStatus: StoreVariantRow['syncStatus'] | null;
  productId: string | null;
  productTypeItemId: string | null;
};

/** A store order's line with the mapping of its variant. */
export type MappedLine = VariantMapping & { quantity: number };

/** How far a store order can move on. */
export type Plan =
  | { kind: 'status'; status: 'UN_SYNCED' | 'NO_ITEM' }
  | { kind: 'refuse'; message: string }
  | { kind: 'wait'; reason: string }
  | { kind: 'draft'; cart: OrderCart };

/** What the seller reads on the draft of an order the platform ships under its own label. */
export const SHIPPED_BY_PLATFORM_NOTE =
  'TikTok ships this order under its own label: print the label from TikTok Shop Seller Center and send it with the order. Tracking is not sent back to TikTok for it.';

/** A draft of a store order names its store and the shop's order name. */
export function storeOrigin(store: Pick<ExternalStoreRow, 'id'>, name: string) {
  return { kind: 'STORE' as const, externalStoreId: store.id, refId: name };
}

/** The shop's address as an order keeps it, or the first reason the order's rules refuse it. */
function addressOf(address: StoreAddress): { address: OrderCart['address'] } | { error: string } {
  const parsed = orderAddressSchema.safeParse({
    fullName: address.fullName,
    phone: address.phone || undefined,
    email: address.email || undefined,
    street: address.street,
    street2: address.street2 || undefined,
    city: address.city,
    state: address.state || undefined,
    zipcode: address.zipcode,
    country: address.country.toUpperCase(),
  });
  if (parsed.success) return { address: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { error: `Shipping address ${issue.path.join('.')}: ${issue.message}` };
}

/**
 * UN_SYNCED while a line is not mapped, NO_ITEM when every line is ignored, refused when the
 * address is missing or invalid, else the seller's cart of the printable lines (in the order
 * given: by external line id). `hasOrder`: an earlier version already made an order.
 */
export function planOf(
  data: StoreOrderData,
  hasOrder: boolean,
  lines: readonly MappedLine[],
): Plan {
  // Not the seller's to fulfil yet (or at all): never a draft. A draft made earlier is kept.
  if (data.waitingFor && !hasOrder) {
    return { kind: 'wait', reason: STORE_WAIT_REASONS[data.waitingFor] };
  }
  if (lines.some((line) => line.syncStatus !== 'SYNC' && line.syncStatus !== 'IGNORE')) {
    return { kind: 'status', status: 'UN_SYNCED' };
  }
  const printable = lines.filter(
    (line) => line.syncStatus === 'SYNC' && line.productId && line.productTypeItemId,
  );
  if (printable.length === 0) return { kind: 'status', status: 'NO_ITEM' };
  if (!data.address) return { kind: 'refuse', message: STORE_MESSAGES.addressMissing };
  const checked = addressOf(data.address);
  if ('error' in checked) return { kind: 'refuse', message: checked.error };
  return {
    kind: 'draft',
    cart: {
      lines: printable.map((line) => ({
        productId: line.productId!,
        productTypeItemId: line.productTypeItemId!,
        quantity: line.quantity,
      })),
      address: checked.address,
      isFastShipping: false,
      isLocalPickup: false,
      ...noteOf(data),
    },
  };
}

function noteOf(data: StoreOrderData): { note?: string } {
  const parts = [data.isShippedByPlatform ? SHIPPED_BY_PLATFORM_NOTE : '', data.note ?? ''];
  const note = parts.filter(Boolean).join('\n');
  return note ? { note: note.slice(0, 1000) } : {};
}

/**
 * Prices a store order's cart, or answers why the order's rules refuse it (a product no longer
 * the seller's, no shipping price to the country...). Other errors are thrown.
 */
export async function priced(
  tx: DbTx,
  live: Live,
  sellerId: string,
  cart: OrderCart,
  known?: ProductFacts,
): Promise<{ priced: PricedCart } | { error: string }> {
  try {
    // The catalogue reads go through this transaction: on the embedded database a read on
    // another connection would wait for it.
    return {
      priced: await priceCart(tx, new ShippingPriceService(tx, live), sellerId, cart, known),
    };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const detail = Object.values(error.errors ?? {})[0];
    return {
      error: detail && detail !== error.message ? `${error.message}: ${detail}` : error.message,
    };
  }
}
