import type { ConnectedStore, StoreAddress, StoreOrder, StorePage, StoreProduct } from '../types';
import { graphql, numericId, type ShopifyContext } from './graphql';

/*
 * Orders and products pulled through the GraphQL Admin API, and tracking pushed back as a
 * fulfilment of the order's fulfilment orders. Ids are the numeric tail of Shopify's GIDs, which
 * is what the REST webhook payloads carry, so both roads name an order, line and variant alike.
 *
 * Page sizes keep a query's requested cost under Shopify's 1,000-point ceiling (a connection costs
 * 2 plus its objects times `first`, an object 1): 50 orders of 5 lines ask 952 points. Most
 * orders here have a line or two; an order with more has the rest fetched on its own.
 */

const ORDERS_PER_PAGE = 50;
const LINES_PER_ORDER = 5;
const PRODUCTS_PER_PAGE = 25;
const VARIANTS_PER_PRODUCT = 30;

// currentQuantity: what is left of the line after refunds and removals; `quantity` is what was
// first ordered, which would print and charge a refunded line.
const LINE_FIELDS = `id title variantTitle sku currentQuantity variant { id } product { id }`;
const ORDERS = `query StoreOrders($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id name email createdAt updatedAt cancelledAt note
      shippingAddress { name firstName lastName phone address1 address2 city province provinceCode zip countryCodeV2 }
      lineItems(first: ${LINES_PER_ORDER}) { pageInfo { hasNextPage endCursor } nodes { ${LINE_FIELDS} } }
    }
  }
}`;
const MORE_LINES = `query StoreOrderLines($id: ID!, $after: String) {
  order(id: $id) {
    lineItems(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${LINE_FIELDS} } }
  }
}`;

type PageInfo = { hasNextPage: boolean; endCursor: string | null };
type GqlLine = {
  id: string;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  currentQuantity: number;
  variant: { id: string } | null;
  product: { id: string } | null;
};
type GqlLines = { pageInfo: PageInfo; nodes: GqlLine[] };
type GqlOrder = {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  note: string | null;
  shippingAddress: {
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    provinceCode: string | null;
    zip: string | null;
    countryCodeV2: string | null;
  } | null;
  lineItems: GqlLines;
};

export const orEmpty = (value: string | null | undefined) => value ?? undefined;

/** An address in either of Shopify's spellings (GraphQL's, or a webhook's REST one renamed). */
type ShopifyAddress = Partial<Omit<NonNullable<GqlOrder['shippingAddress']>, 'countryCodeV2'>> & {
  countryCode?: string | null;
  email?: string | null;
};

/** A Shopify order's shipping address as the store keeps it: the name whole, absent is undefined. */
export function shopifyAddress(address: ShopifyAddress): StoreAddress {
  return {
    fullName:
      address.name?.trim() || [address.firstName, address.lastName].filter(Boolean).join(' '),
    phone: orEmpty(address.phone),
    email: orEmpty(address.email),
    street: address.address1 ?? '',
    street2: orEmpty(address.address2),
    city: address.city ?? '',
    state: orEmpty(address.provinceCode ?? address.province),
    zipcode: address.zip ?? '',
    country: address.countryCode ?? '',
  };
}

function orderOf(order: GqlOrder, lines: GqlLine[]): StoreOrder {
  const address = order.shippingAddress;
  return {
    externalOrderId: numericId(order.id),
    name: order.name,
    createdAt: new Date(order.createdAt),
    updatedAt: new Date(order.updatedAt),
    isCancelled: order.cancelledAt !== null,
    address: address
      ? shopifyAddress({ ...address, countryCode: address.countryCodeV2, email: order.email })
      : null,
    note: orEmpty(order.note),
    lines: lines
      // A line refunded or removed whole is not imported.
      .filter((line) => line.currentQuantity > 0)
      .map((line) => ({
        externalLineId: numericId(line.id),
        externalProductId: numericId(line.product?.id),
        externalVariantId: numericId(line.variant?.id),
        title: line.title,
        variantTitle: orEmpty(line.variantTitle),
        sku: orEmpty(line.sku),
        quantity: line.currentQuantity,
      })),
  };
}

/** An order with more lines than the page carries: the rest, fetched for that order alone. */
async function allLines(context: ShopifyContext, store: ConnectedStore, order: GqlOrder) {
  const lines = [...order.lineItems.nodes];
  let page = order.lineItems.pageInfo;
  while (page.hasNextPage) {
    const more = await graphql<{ order: { lineItems: GqlLines } | null }>(
      context,
      store,
      MORE_LINES,
      { id: order.id, after: page.endCursor },
    );
    if (!more.order) break;
    lines.push(...more.order.lineItems.nodes);
    page = more.order.lineItems.pageInfo;
  }
  return lines;
}

export async function listOrders(
  context: ShopifyContext,
  store: ConnectedStore,
  since: Date,
  page?: string,
): Promise<StorePage<StoreOrder>> {
  const data = await graphql<{ orders: { pageInfo: PageInfo; nodes: GqlOrder[] } }>(
    context,
    store,
    ORDERS,
    {
      first: ORDERS_PER_PAGE,
      after: page ?? null,
      // Shopify's search syntax; without read_all_orders only the last 60 days answer, which
      // covers the first pull's 30 days and every pull after.
      query: `updated_at:>='${since.toISOString()}'`,
    },
  );
  const items: StoreOrder[] = [];
  for (const order of data.orders.nodes) {
    items.push(orderOf(order, await allLines(context, store, order)));
  }
  const info = data.orders.pageInfo;
  return { items, next: info.hasNextPage && info.endCursor ? info.endCursor : undefined };
}

const PRODUCTS = `query StoreProducts($first: Int!, $after: String) {
  products(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id title featuredImage { url }
      variants(first: ${VARIANTS_PER_PRODUCT}) { nodes { id title sku image { url } } }
    }
  }
}`;
type GqlProduct = {
  id: string;
  title: string;
  featuredImage: { url: string } | null;
  variants: {
    nodes: { id: string; title: string; sku: string | null; image: { url: string } | null }[];
  };
};

export async function listProducts(
  context: ShopifyContext,
  store: ConnectedStore,
  page?: string,
): Promise<StorePage<StoreProduct>> {
  const data = await graphql<{ products: { pageInfo: PageInfo; nodes: GqlProduct[] } }>(
    context,
    store,
    PRODUCTS,
    { first: PRODUCTS_PER_PAGE, after: page ?? null },
  );
  const info = data.products.pageInfo;
  return {
    items: data.products.nodes.map((product) => ({
      externalProductId: numericId(product.id),
      title: product.title,
      imageUrl: orEmpty(product.featuredImage?.url),
      variants: product.variants.nodes.map((variant) => ({
        externalVariantId: numericId(variant.id),
        title: variant.title,
        sku: orEmpty(variant.sku),
        imageUrl: orEmpty(variant.image?.url ?? product.featuredImage?.url),
      })),
    })),
    next: info.hasNextPage && info.endCursor ? info.endCursor : undefined,
  };
}
