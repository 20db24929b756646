import type { StoreWaitReason } from '@platfox/domain';
import type { ConnectedStore, StoreAddress, StoreOrder, StorePage, StoreProduct } from '../types';
import { openApi, type TikTokContext } from './http';

/*
 * Orders and products, read a page at a time: POST /order/202309/orders/search (page_size,
 * page_token, sort by update_time; update_time_ge in the body), GET /order/202309/orders?ids=
 * for the orders a webhook names, and POST /product/202309/products/search. TikTok answers
 * next_page_token, empty on the last page. Times are Unix seconds.
 */

export const PAGE_SIZE = 50;

type District = { address_level_name?: string; address_name?: string; address_level?: string };
export type TtsAddress = {
  name?: string;
  /** The whole address in one line ("street, town, state, postcode, country" in the shop's order). */
  full_address?: string;
  /** UK addresses: the post town, where district_info may stop at the county. */
  post_town?: string;
  phone_number?: string;
  address_line1?: string;
  address_line2?: string;
  postal_code?: string;
  region_code?: string;
  district_info?: District[];
};
export type TtsLine = {
  id: string;
  product_id: string;
  sku_id: string;
  product_name?: string;
  sku_name?: string;
  seller_sku?: string;
  sku_image?: string;
  display_status?: string;
};
export type TtsOrder = {
  id: string;
  status?: string;
  /** SELLER: the seller ships with their carrier; TIKTOK: TikTok's label and carrier. */
  shipping_type?: string;
  create_time: number;
  update_time?: number;
  buyer_email?: string;
  buyer_message?: string;
  delivery_option_id?: string;
  recipient_address?: TtsAddress;
  line_items?: TtsLine[];
};

const orNothing = (value: string | undefined) => (value ? value : undefined);

function districtOf(address: TtsAddress, level: string, levelCode: string) {
  return address.district_info?.find(
    (d) => d.address_level_name?.toLowerCase() === level || d.address_level === levelCode,
  )?.address_name;
}

/**
 * The city: the district level named city (L3), else the UK's post town, else the part of
 * full_address that is none of the other fields (TikTok joins street, town, state, postcode and
 * country there with commas).
 */
function cityOf(address: TtsAddress, state: string | undefined): string {
  const named = districtOf(address, 'city', 'L3') ?? orNothing(address.post_town?.trim());
  if (named) return named;
  const known = new Set(
    [
      address.address_line1,
      address.address_line2,
      address.postal_code,
      address.region_code,
      state,
      ...(address.district_info ?? []).map((d) => d.address_name),
    ]
      .filter((part): part is string => Boolean(part))
      .map((part) => part.trim().toLowerCase()),
  );
  const parts = (address.full_address ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !known.has(part.toLowerCase()) && !/\d/.test(part));
  return parts.at(-1) ?? '';
}

function addressOf(address: TtsAddress | undefined, email?: string): StoreAddress | null {
  if (!address) return null;
  const state = districtOf(address, 'state', 'L1');
  const street = address.address_line1?.trim() || address.full_address?.split(',')[0]?.trim();
  return {
    fullName: address.name ?? '',
    phone: orNothing(address.phone_number),
    email: orNothing(email),
    street: street ?? '',
    street2: orNothing(address.address_line2),
    // L1 is the state (or province), L3 the city, in TikTok's district levels.
    city: cityOf(address, state),
    state,
    zipcode: address.postal_code ?? '',
    country: address.region_code ?? '',
  };
}

/**
 * What TikTok's order status lets the seller do (Partner Center, Get Order Detail 202309 and "On
 * Hold" order status): AWAITING_SHIPMENT and PARTIALLY_SHIPPING are the seller's to ship; UNPAID
 * and ON_HOLD (the buyer may cancel for an hour) wait; AWAITING_COLLECTION and later are shipped.
 */
const FULFILLABLE = new Set(['AWAITING_SHIPMENT', 'PARTIALLY_SHIPPING']);
const SHIPPED = new Set(['AWAITING_COLLECTION', 'IN_TRANSIT', 'DELIVERED', 'COMPLETED']);

export function waitingFor(status: string | undefined): StoreWaitReason | undefined {
  if (!status || FULFILLABLE.has(status) || status === 'CANCELLED') return undefined;
  if (status === 'UNPAID' || status === 'ON_HOLD') return status;
  return SHIPPED.has(status) ? 'SHIPPED' : 'OTHER';
}

/** TikTok lists one line item per unit: the store order keeps them as lines of quantity 1. */
export function toStoreOrder(order: TtsOrder): StoreOrder {
  return {
    externalOrderId: order.id,
    name: `#${order.id}`,
    createdAt: new Date(order.create_time * 1000),
    updatedAt: new Date((order.update_time ?? order.create_time) * 1000),
    isCancelled: order.status === 'CANCELLED',
    waitingFor: waitingFor(order.status),
    isShippedByPlatform: order.shipping_type === 'TIKTOK' || undefined,
    address: addressOf(order.recipient_address, order.buyer_email),
    note: orNothing(order.buyer_message),
    lines: (order.line_items ?? []).map((line) => ({
      externalLineId: line.id,
      externalProductId: line.product_id,
      externalVariantId: line.sku_id,
      title: line.product_name ?? '',
      variantTitle: orNothing(line.sku_name),
      sku: orNothing(line.seller_sku),
      quantity: 1,
      imageUrl: orNothing(line.sku_image),
    })),
  };
}

export async function listOrders(
  context: TikTokContext,
  store: ConnectedStore,
  since: Date,
  page?: string,
): Promise<StorePage<StoreOrder>> {
  const data = await openApi<{ orders?: TtsOrder[]; next_page_token?: string }>(context, store, {
    method: 'POST',
    path: '/order/202309/orders/search',
    query: {
      page_size: String(PAGE_SIZE),
      sort_field: 'update_time',
      sort_order: 'ASC',
      ...(page ? { page_token: page } : {}),
    },
    body: { update_time_ge: Math.floor(since.getTime() / 1000) },
  });
  return {
    items: (data.orders ?? []).map(toStoreOrder),
    next: orNothing(data.next_page_token),
  };
}

/** Orders by id (a webhook names the order; its detail is read here). */
export async function getOrders(
  context: TikTokContext,
  store: ConnectedStore,
  ids: string[],
): Promise<TtsOrder[]> {
  const data = await openApi<{ orders?: TtsOrder[] }>(context, store, {
    method: 'GET',
    path: '/order/202309/orders',
    query: { ids: ids.join(',') },
  });
  return data.orders ?? [];
}

type TtsSku = {
  id: string;
  seller_sku?: string;
  sales_attributes?: { name?: string; value_name?: string; sku_img?: { urls?: string[] } }[];
};
type TtsProduct = { id: string; title?: string; skus?: TtsSku[] };

export async function listProducts(
  context: TikTokContext,
  store: ConnectedStore,
  page?: string,
): Promise<StorePage<StoreProduct>> {
  const data = await openApi<{ products?: TtsProduct[]; next_page_token?: string }>(
    context,
    store,
    {
      method: 'POST',
      path: '/product/202309/products/search',
      query: { page_size: String(PAGE_SIZE), ...(page ? { page_token: page } : {}) },
      body: {},
    },
  );
  return {
    items: (data.products ?? []).map((product) => ({
      externalProductId: product.id,
      title: product.title ?? '',
      variants: (product.skus ?? []).map((sku) => ({
        externalVariantId: sku.id,
        title:
          (sku.sales_attributes ?? [])
            .map((attribute) => attribute.value_name)
            .filter(Boolean)
            .join(' / ') ||
          (product.title ?? ''),
        sku: orNothing(sku.seller_sku),
        imageUrl: sku.sales_attributes?.find((a) => a.sku_img?.urls?.[0])?.sku_img?.urls?.[0],
      })),
    })),
    next: orNothing(data.next_page_token),
  };
}
