import { orderEndpoints, catalogEndpoints } from '@platfox/domain';
import type { priceEstimateSchema, productTypeSchema } from '@platfox/domain';
import {
  orderEndpoints as endpoints,
  type orderViewSchema,
  type CreateOrderBody,
  type ListRowOf,
  type OrderAddress,
  type OrderCart,
  type PlaceDraftsBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';

import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { dataListApi, dataListKeys } from '../../ui/data-list/api';
import { cachedMutationHook, useRefresh } from '../../platform/api/cachedMutation';
import { dataOf } from '../../platform/api/answers';

export type OrderView = z.infer<typeof orderViewSchema>;
export type PriceEstimateView = z.infer<typeof priceEstimateSchema>;
export type SellerProductType = z.infer<typeof productTypeSchema>;

/** A row of the 'seller-product' list model: what the cart's product picker offers. */
export type SellerProductRow = ListRowOf<'seller-product'>;

/** One query-key family for orders, so a change refreshes a detail and its lists alike. */
export const orderKeys = queryKeys('orders', {
  detail: (id: string) => ['detail', id],
  /** One item as its own page reads it (a row of the order-item list). */
  item: (id: string) => ['item', id],
  tracking: (orderId: string) => ['tracking', orderId],
  /** The order's last address check (under `all`: an order change reads it again). */
  addressCheck: (orderId: string) => ['address-check', orderId],
  estimate: (cart: unknown) => ['estimate', cart],
  products: ['seller-products'],
  productTypes: ['seller-product-types'],
});

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const ordersApi = {
  get: (id: string, signal?: AbortSignal) =>
    call(endpoints.getOrdersOne, { params: { id } }, { signal, showErrorPage: true }).then(dataOf),

  /** The same read for a side panel: a refusal is the caller's business, not the error page. */
  find: (id: string, signal?: AbortSignal) =>
    call(endpoints.getOrdersOne, { params: { id } }, { signal }).then(dataOf),

  /** The cart's price as placing it would charge; refused carts answer 400 with the reason. */
  estimate: (cart: OrderCart, signal?: AbortSignal) =>
    call(endpoints.postOrdersEstimate, { body: cart }, { signal }).then((answer) => answer.data),

  /** A draft, or (isDraft false) an order placed at once under the attempt's key. */
  create: (body: CreateOrderBody, idempotencyKey: string | null) =>
    call(endpoints.postOrders, { body }, idempotencyKey ? keyed(idempotencyKey) : {}).then(dataOf),

  update: (id: string, cart: OrderCart) =>
    call(endpoints.putOrdersOne, { params: { id }, body: cart }).then(dataOf),
  /** A saved draft placed; a coupon typed now is checked and priced in (a draft holds none). */
  place: (id: string, idempotencyKey: string, couponCode?: string) =>
    call(
      endpoints.postOrdersPlace,
      { params: { id }, body: couponCode ? { couponCode } : {} },
      keyed(idempotencyKey),
    ).then(dataOf),
  /** Several drafts placed (by ids or an import's), each under a key derived from this one. */
  placeDrafts: (body: PlaceDraftsBody, idempotencyKey: string) =>
    call(endpoints.putOrders, { body: body }, { ...keyed(idempotencyKey) }).then(
      (answer) => answer.data,
    ),
  /** The seller cancels on its own path, staff on the admin's (spec 03 sections 7.3 and 7.4). */
  cancel: async (id: string, by: 'seller' | 'staff') =>
    (
      await call(by === 'seller' ? endpoints.sellerCancelOrder : endpoints.adminCancelOrder, {
        params: { id },
      })
    ).data,
  approve: async (id: string) => (await call(endpoints.approveOrder, { params: { id } })).data,
  addressCheck: (id: string, signal?: AbortSignal) =>
    call(endpoints.addressCheck, { params: { id } }, { signal }).then(dataOf),
  /** The admin reminds the seller of the invalid address (once an hour per order). */
  remindInvalidAddress: (id: string) =>
    call(endpoints.invalidAddressReminder, { params: { id } }).then(dataOf),
  /** The seller's correction of a placed order's address, until an item is picked. */
  editAddress: (id: string, address: OrderAddress) =>
    call(endpoints.putSellerOrderAddress, { params: { id }, body: address }).then(dataOf),
  approveAll: () => call(orderEndpoints.postOrdersApproveAll).then((answer) => answer.data),

  /** The seller's own products, through their list model (there is no other list call). */
  sellerProducts: (signal?: AbortSignal) =>
    dataListApi
      .list(
        {
          model: 'seller-product',
          filters: [],
          filterType: 'AND',
          sorting: [{ field: 'title', direction: 'asc' }],
          pagination: { page: 1, pageSize: 'all' },
          filtersRef: [],
          filterTypeRef: 'AND',
        },
        signal,
      )
      .then((page) => page.items as SellerProductRow[]),

  productTypes: (signal?: AbortSignal) =>
    call(catalogEndpoints.getSellerProductTypes, {}, { signal }).then((answer) => answer.data),
};

/** What an order change makes stale: the order lists and every order read (details, tracking). */
const ORDER_CHANGED = [dataListKeys.model('order'), orderKeys.all] as const;
/** An item change also moves the item lists and the audit trail. */
const ITEM_CHANGED = [...ORDER_CHANGED, dataListKeys.model('order-item'), ['audit']] as const;
/** What an order's own answer leaves stale: the lists, its items' tracking and the trail. */
const AROUND_ORDER = (orderId: string) =>
  [
    dataListKeys.model('order'),
    dataListKeys.model('order-item'),
    orderKeys.tracking(orderId),
    ['audit'],
  ] as const;

/** A change of orders (place, cancel, approve...): the order lists and details follow. */
export const useOrderMutation = cachedMutationHook(ORDER_CHANGED);

/** An address changed or reminded: the order, its check, the invalid-address list and the trail. */
export const useAddressMutation = cachedMutationHook([
  ...ORDER_CHANGED,
  dataListKeys.model('invalid-address-order'),
  ['audit'],
]);

/** Orders changed by a run that is not this screen's mutation (a form's save, a row action). */
export const useRefreshOrders = () => useRefresh(ORDER_CHANGED);
/** An item changed (an item run, an after-sale request): orders, items and their trail. */
export const useRefreshOrderItems = () => useRefresh(ITEM_CHANGED);
/** An order page's action answered the order itself (kept as is): what is around it follows. */
export const useRefreshAroundOrder = (orderId: string) => useRefresh(AROUND_ORDER(orderId));

/** A fresh key for one placing attempt; a retry of the same attempt sends it again. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The seller's products and the product types to make them as: what the order form's and a
 * store variant's pickers offer, from one cache. */
export function useSellerProductChoices() {
  const products = useQuery({
    queryKey: orderKeys.products,
    queryFn: ({ signal }) => ordersApi.sellerProducts(signal),
  });
  const types = useQuery({
    queryKey: orderKeys.productTypes,
    queryFn: ({ signal }) => ordersApi.productTypes(signal),
  });
  return { products, types };
}
