import { randomBytes } from 'node:crypto';
import type { TtsOrder } from './orders';

/*
 * The stand-in TikTok shop's data (test code): orders in the Open API's 202309 shape, products
 * with SKUs, the shipping providers of a delivery option, and the packages the app marked shipped.
 */

export type StandInSku = { id: string; seller_sku: string; value: string };
export type StandInProduct = { id: string; title: string; skus: StandInSku[] };
export type StandInPackage = {
  orderId: string;
  packageId: string;
  lineIds: string[];
  trackingNumber: string;
  shippingProviderId: string;
};

export type StandInTikTokShop = {
  id: string;
  name: string;
  cipher: string;
  orders: TtsOrder[];
  products: StandInProduct[];
  packages: StandInPackage[];
  webhooks: Map<string, string>;
};

let sequence = 0;
/** TikTok's ids are long digit strings (19 digits in the docs' examples). */
export const newTtsId = () =>
  `57${String(Date.now()).slice(-9)}${String(++sequence).padStart(8, '0')}`;

export const DELIVERY_OPTION = '7091146663229654785';
export const SHIPPING_PROVIDERS = [
  { id: '6617675021119438849', name: 'USPS' },
  { id: '6617675021119438850', name: 'UPS' },
  { id: '6617675021119438851', name: 'FedEx' },
  { id: '6617675021119438852', name: 'DHL eCommerce' },
];

export function newTikTokShop(id: string, name = 'Stand-in TikTok Shop'): StandInTikTokShop {
  return {
    id,
    name,
    cipher: `ROW_${randomBytes(12).toString('base64url')}`,
    orders: [],
    products: [],
    packages: [],
    webhooks: new Map(),
  };
}

export function addTikTokProduct(
  shop: StandInTikTokShop,
  title = 'Classic tee',
  values = ['S', 'M'],
) {
  const product: StandInProduct = {
    id: newTtsId(),
    title,
    skus: values.map((value) => ({ id: newTtsId(), seller_sku: `TEE-${value}`, value })),
  };
  shop.products.push(product);
  return product;
}

export const sampleTtsAddress = {
  name: 'Ada Buyer',
  phone_number: '(+1)5550100',
  address_line1: '1 Market Street',
  address_line2: 'Apt 2',
  postal_code: '94105',
  region_code: 'US',
  district_info: [
    { address_level_name: 'Country', address_name: 'United States', address_level: 'L0' },
    { address_level_name: 'State', address_name: 'CA', address_level: 'L1' },
    { address_level_name: 'City', address_name: 'San Francisco', address_level: 'L3' },
  ],
};

/** An order of one unit of each SKU given (TikTok lists a line item per unit). */
export function addTikTokOrder(
  shop: StandInTikTokShop,
  skus: { productId: string; sku: StandInSku; title?: string }[],
  changes: Partial<TtsOrder> = {},
): TtsOrder {
  const now = Math.floor(Date.now() / 1000);
  const order: TtsOrder = {
    id: newTtsId(),
    status: 'AWAITING_SHIPMENT',
    create_time: now,
    update_time: now,
    buyer_email: 'buyer@scs.tiktokw.us',
    buyer_message: '',
    delivery_option_id: DELIVERY_OPTION,
    recipient_address: sampleTtsAddress,
    line_items: skus.map(({ productId, sku, title }) => ({
      id: newTtsId(),
      product_id: productId,
      sku_id: sku.id,
      product_name: title ?? 'Classic tee',
      sku_name: sku.value,
      seller_sku: sku.seller_sku,
    })),
    ...changes,
  };
  shop.orders.push(order);
  return order;
}

/** A page of a list: the page token is the next offset, opaque to the client. */
export function pageOf<T>(items: T[], size: string | null, token: string | null) {
  const pageSize = Math.min(100, Math.max(1, Number(size) || 10));
  const from = token ? Number(Buffer.from(token, 'base64url').toString()) : 0;
  const page = items.slice(from, from + pageSize);
  const next = from + pageSize < items.length ? String(from + pageSize) : '';
  return {
    page,
    next_page_token: next ? Buffer.from(next).toString('base64url') : '',
    total_count: items.length,
  };
}
