/*
 * One shop of the Shopify stand-in (test code): its orders, products and fulfilment orders, and
 * the answers the GraphQL Admin API gives about them, in Shopify's documented shapes (GIDs,
 * connections with pageInfo and opaque cursors, userErrors). A query is recognised by its root
 * field, not executed: the stand-in answers every field the client asks for.
 */

export type StandInLine = {
  id: number;
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  fulfilled: number;
  /** Units refunded or removed since the order was placed (what current_quantity leaves out). */
  removed?: number;
};

/** What is left of a line after refunds and removals: Shopify's current_quantity. */
export const currentQuantityOf = (line: StandInLine) => line.quantity - (line.removed ?? 0);
export type StandInAddress = {
  first_name: string;
  last_name: string;
  name: string;
  phone: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  province_code: string | null;
  zip: string;
  country: string;
  country_code: string;
};
export type StandInOrder = {
  id: number;
  name: string;
  email: string | null;
  createdAt: Date;
  updatedAt: Date;
  cancelledAt: Date | null;
  note: string | null;
  shippingAddress: StandInAddress | null;
  lines: StandInLine[];
};
export type StandInVariant = { id: number; title: string; sku: string; imageUrl: string | null };
export type StandInProduct = {
  id: number;
  title: string;
  imageUrl: string | null;
  variants: StandInVariant[];
};
/** A fulfilment as the app created it, for a test to read. */
export type RecordedFulfilment = {
  id: number;
  orderId: string;
  /** The order's line ids fulfilled, with the quantity of each. */
  lines: { lineId: string; quantity: number }[];
  trackingNumber: string | null;
  company: string | null;
  url: string | null;
  notifyCustomer: boolean;
  /** How many times fulfillmentTrackingInfoUpdate changed its tracking. */
  trackingUpdates: number;
};
export type StandInShop = {
  domain: string;
  orders: Map<number, StandInOrder>;
  products: StandInProduct[];
  fulfilments: RecordedFulfilment[];
  webhookSubscriptions: { id: number; topic: string; uri: string; format: string }[];
};

let nextId = 5_100_000_000_000;
export const newId = () => (nextId += 1);

export const newShop = (domain: string): StandInShop => ({
  domain,
  orders: new Map(),
  products: [],
  fulfilments: [],
  webhookSubscriptions: [],
});

export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;
export const tail = (value: unknown) =>
  Number(
    String(value ?? '')
      .split('/')
      .pop(),
  );

export function addProduct(shop: StandInShop, title: string, variantTitles: string[]) {
  const id = newId();
  const product: StandInProduct = {
    id,
    title,
    imageUrl: `https://cdn.shopify.com/s/files/stand-in/${id}.png`,
    variants: variantTitles.map((variantTitle, n) => ({
      id: newId(),
      title: variantTitle,
      sku: `SKU-${id}-${n + 1}`,
      imageUrl: null,
    })),
  };
  shop.products.push(product);
  return product;
}

export const sampleAddress = (): StandInAddress => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  phone: '+1 555 0100',
  address1: '12 Analytical Way',
  address2: 'Suite 3',
  city: 'Springfield',
  province: 'Illinois',
  province_code: 'IL',
  zip: '62701',
  country: 'United States',
  country_code: 'US',
});

/** The shape Shopify's REST Admin API and the orders/* webhooks give an order. */
export function restOrder(shop: StandInShop, order: StandInOrder) {
  return {
    id: order.id,
    admin_graphql_api_id: gid('Order', order.id),
    name: order.name,
    email: order.email,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    note: order.note,
    shipping_address: order.shippingAddress,
    line_items: order.lines.map((line) => ({
      id: line.id,
      admin_graphql_api_id: gid('LineItem', line.id),
      product_id: line.productId,
      variant_id: line.variantId,
      title: line.title,
      variant_title: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      current_quantity: currentQuantityOf(line),
      fulfillable_quantity: Math.max(0, currentQuantityOf(line) - line.fulfilled),
    })),
    order_status_url: `https://${shop.domain}/orders/${order.id}`,
  };
}

const gqlLine = (line: StandInLine) => ({
  id: gid('LineItem', line.id),
  title: line.title,
  variantTitle: line.variantTitle,
  sku: line.sku,
  quantity: line.quantity,
  currentQuantity: currentQuantityOf(line),
  variant: { id: gid('ProductVariant', line.variantId) },
  product: { id: gid('Product', line.productId) },
});

/** A connection page over `items` sorted by `key`; the cursor is the last item's key, opaque. */
function connection<T>(items: T[], key: (item: T) => string, first: number, after?: string) {
  const from = after ? Buffer.from(after, 'base64url').toString('utf8') : null;
  const rest = from === null ? items : items.filter((item) => key(item) > from);
  const page = rest.slice(0, Math.max(0, first));
  const cursor = (item: T) => Buffer.from(key(item), 'utf8').toString('base64url');
  const last = page[page.length - 1];
  return {
    page,
    pageInfo: {
      hasNextPage: rest.length > page.length,
      endCursor: last === undefined ? null : cursor(last),
    },
  };
}

const orderKey = (order: StandInOrder) =>
  `${String(order.updatedAt.getTime()).padStart(15, '0')}|${String(order.id).padStart(20, '0')}`;
const lineKey = (line: StandInLine) => String(line.id).padStart(20, '0');

/**
 * The shop's orders by (updatedAt, id), sorted once and kept while no order is added or updated:
 * a 10,000-order pull asks 200 pages, and sorting for each would make the stand-in the bottleneck.
 */
const sorted = new WeakMap<
  StandInShop,
  { stamp: number; items: { key: string; order: StandInOrder }[] }
>();
function sortedOrders(shop: StandInShop) {
  let stamp = shop.orders.size;
  for (const order of shop.orders.values()) stamp += order.updatedAt.getTime() % 1_000_003;
  const cached = sorted.get(shop);
  if (cached?.stamp === stamp) return cached.items;
  const items = [...shop.orders.values()]
    .map((order) => ({ key: orderKey(order), order }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  sorted.set(shop, { stamp, items });
  return items;
}

/** "updated_at:>='2025-01-01T00:00:00.000Z'" (Shopify's search syntax) -> its date. */
function updatedSince(query: unknown): number {
  const match = /updated_at:>=?'?([^'\s]+)'?/.exec(String(query ?? ''));
  return match?.[1] ? Date.parse(match[1]) : Number.NEGATIVE_INFINITY;
}

export type Vars = Record<string, unknown>;

export function ordersAnswer(shop: StandInShop, vars: Vars, linesFirst: number) {
  const since = updatedSince(vars.query);
  const matching = sortedOrders(shop).filter(({ order }) => order.updatedAt.getTime() >= since);
  const { page, pageInfo } = connection(
    matching,
    (item) => item.key,
    Number(vars.first ?? 50),
    (vars.after as string | null) ?? undefined,
  );
  return {
    orders: {
      pageInfo,
      nodes: page.map(({ order }) => {
        const lines = connection(order.lines, lineKey, linesFirst);
        const address = order.shippingAddress;
        return {
          id: gid('Order', order.id),
          name: order.name,
          email: order.email,
          createdAt: order.createdAt.toISOString(),
          updatedAt: order.updatedAt.toISOString(),
          cancelledAt: order.cancelledAt?.toISOString() ?? null,
          note: order.note,
          shippingAddress: address && {
            name: address.name,
            firstName: address.first_name,
            lastName: address.last_name,
            phone: address.phone,
            address1: address.address1,
            address2: address.address2,
            city: address.city,
            province: address.province,
            provinceCode: address.province_code,
            zip: address.zip,
            countryCodeV2: address.country_code,
          },
          lineItems: { pageInfo: lines.pageInfo, nodes: lines.page.map(gqlLine) },
        };
      }),
    },
  };
}

export function orderLinesAnswer(shop: StandInShop, vars: Vars, first: number) {
  const order = shop.orders.get(tail(vars.id));
  if (!order) return { order: null };
  const lines = connection(order.lines, lineKey, first, (vars.after as string) ?? undefined);
  return { order: { lineItems: { pageInfo: lines.pageInfo, nodes: lines.page.map(gqlLine) } } };
}

export function productsAnswer(shop: StandInShop, vars: Vars, variantsFirst: number) {
  const key = (product: StandInProduct) => String(product.id).padStart(20, '0');
  const { page, pageInfo } = connection(
    shop.products,
    key,
    Number(vars.first ?? 50),
    (vars.after as string | null) ?? undefined,
  );
  return {
    products: {
      pageInfo,
      nodes: page.map((product) => ({
        id: gid('Product', product.id),
        title: product.title,
        featuredImage: product.imageUrl ? { url: product.imageUrl } : null,
        variants: {
          nodes: product.variants.slice(0, variantsFirst).map((variant) => ({
            id: gid('ProductVariant', variant.id),
            title: variant.title,
            sku: variant.sku,
            image: variant.imageUrl ? { url: variant.imageUrl } : null,
          })),
        },
      })),
    },
  };
}
