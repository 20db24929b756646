import {
  externalStoreSchema,
  storeProductSchema,
  type ExternalStore,
  type StoreProductView,
  type StoreVariantView,
} from '@platfox/domain';
import type { StoreRow } from './api';

/** Fixtures of the store screens' tests, shaped as the server answers them (checked by the contract). */

export const STORE_ID = '55555555-5555-4555-8555-555555555555';
export const STORE_PRODUCT_ID = '66666666-6666-4666-8666-666666666666';
export const VARIANT_ID = '77777777-7777-4777-8777-777777777777';
export const OTHER_VARIANT_ID = '88888888-8888-4888-8888-888888888888';

export function aStore(changes: Partial<ExternalStore> = {}): ExternalStore {
  return externalStoreSchema.parse({
    id: STORE_ID,
    type: 'SHOPIFY',
    status: 'CONNECTED',
    name: 'Sunset Prints',
    domain: 'sunset-prints.myshopify.com',
    shopCode: null,
    lastSyncAt: '2026-11-20T10:00:00.000Z',
    lastSyncError: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    unmappedVariants: 2,
    waitingOrders: 1,
    failedTrackingPushes: 0,
    noteToBuyer: null,
    placeMode: 'MANUAL',
    isAutoPlacing: false,
    ...changes,
  });
}

/** The same store as a row of the 'external-store' list. */
export function aStoreRow(changes: Partial<ExternalStore> = {}): StoreRow {
  const {
    unmappedVariants: _variants,
    waitingOrders: _orders,
    failedTrackingPushes: _pushes,
    noteToBuyer: _note,
    placeMode: _placeMode,
    isAutoPlacing: _isAutoPlacing,
    ...row
  } = aStore(changes);
  return { ...row, updatable: true };
}

export function aVariant(changes: Partial<StoreVariantView> = {}): StoreVariantView {
  return {
    id: VARIANT_ID,
    storeId: STORE_ID,
    storeProductId: STORE_PRODUCT_ID,
    externalVariantId: '4401',
    title: 'Black / M',
    sku: 'SUN-BLK-M',
    imageUrl: null,
    syncStatus: 'NOT_SYNC',
    productId: null,
    productTypeItemId: null,
    productTitle: null,
    productTypeItemName: null,
    ...changes,
  };
}

export function aStoreProduct(variants: StoreVariantView[]): StoreProductView {
  return storeProductSchema.parse({
    id: STORE_PRODUCT_ID,
    storeId: STORE_ID,
    storeName: 'Sunset Shop',
    externalProductId: '9001',
    title: 'Sunset Tee',
    imageUrl: null,
    variants,
  });
}
