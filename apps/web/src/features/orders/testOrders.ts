import type { OrderView, PriceEstimateView, SellerProductType } from './api';

/** Fixtures of the order screens' tests, shaped as the server answers them. */

export const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
export const ITEM_ID = '22222222-2222-4222-8222-222222222222';
export const TYPE_ID = '33333333-3333-4333-8333-333333333333';
export const ORDER_ID = '44444444-4444-4444-8444-444444444444';

export const productRow = {
  id: PRODUCT_ID,
  updatable: true,
  title: 'Sunset Tee',
  sku: 'SUN-1',
  status: 'ACTIVATED',
  productTypeId: TYPE_ID,
  productTypeName: 'Classic T-Shirt',
  variantName: 'White / M',
};

export const productType: SellerProductType = {
  id: TYPE_ID,
  name: 'Classic T-Shirt',
  description: null,
  imageId: null,
  categoryId: null,
  categoryName: null,
  uploadType: { id: 'ut-1', name: 'Front', items: [] },
  status: 'ACTIVATED',
  isDisableCreateNewProduct: false,
  extraPrintPrice: 200,
  estimatedProcessingDay: 2,
  estimatedDeliveryDay: 5,
  isRequiredProductDesignDescription: false,
  shortSku: 'CT',
  sides: 'One Side',
  attributes: [],
  items: [
    {
      id: ITEM_ID,
      attributeOptionIds: [],
      name: 'White / M',
      price: 950,
      status: 'ACTIVATED',
      imageId: null,
      height: null,
      length: null,
      width: null,
      weight: null,
      shippingDescription: null,
      shippingSku: null,
    },
  ],
  hasBlankApparel: true,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

export const estimate: PriceEstimateView = {
  items: 1900,
  extraPrint: 0,
  shippingFirstItem: 450,
  shippingRestItems: 200,
  fastShipping: 0,
  shipping: 650,
  discount: 0,
  discountShipping: 0,
  total: 2550,
  lines: [],
  unshippable: [],
};

export function anOrder(changes: Partial<OrderView> = {}): OrderView {
  return {
    id: ORDER_ID,
    sellerId: 'u-1',
    status: 'PENDING',
    isDraft: false,
    isFastShipping: false,
    isLocalPickup: false,
    address: {
      fullName: 'Bea Buyer',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '73301',
      country: 'US',
    },
    note: null,
    storeName: null,
    refId: null,
    total: 2550,
    chargeTransactionId: null,
    placedAt: '2024-05-02T10:00:00.000Z',
    createdAt: '2024-05-02T10:00:00.000Z',
    isApprovable: false,
    isCancelable: true,
    items: [],
    charges: [],
    ...changes,
  };
}
