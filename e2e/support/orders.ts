import { parseStaffQrValue } from '@platfox/domain';
import { expect, inject } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from './api';
import { baseUrl } from './browser';

const itemsOf = (body: unknown): { id: string; name: string }[] => {
  const answer = body as { data?: unknown; items?: unknown };
  return (Array.isArray(body) ? body : (answer.data ?? answer.items)) as {
    id: string;
    name: string;
  }[];
};

export type PlacedOrder = { id: string; items: { id: string; variantName: string }[] };

/**
 * The demo seller places an order of one demo tee through the API (as a store or a spreadsheet
 * would), paid from the balance. Answers the order as the server does.
 */
export async function placeDemoOrder(
  seller?: ApiSession,
  buyer = 'Sia Scan',
  quantity = 1,
  couponCode?: string,
): Promise<PlacedOrder> {
  const session = seller ?? (await apiSignIn('seller@demo.test'));
  const products = await apiCall<{ items: { id: string; title: string; productTypeId: string }[] }>(
    session,
    'POST',
    '/data-lists',
    {
      model: 'seller-product',
      filters: [],
      filterType: 'AND',
      sorting: [{ field: 'title', direction: 'asc' }],
      pagination: { page: 1, pageSize: 'all' },
      filtersRef: [],
      filterTypeRef: 'AND',
    },
  );
  const tee = products.body.items.find((product) => product.title === 'Platfox logo tee');
  if (!tee) throw new Error(`no demo tee: ${JSON.stringify(products.body)}`);
  const types = await apiCall(session, 'GET', '/seller/product-types');
  const type = itemsOf(types.body).find((each) => each.id === tee.productTypeId) as unknown as {
    items: { id: string }[];
  };
  return placeOrder(
    session,
    { productId: tee.id, productTypeItemId: type.items[0]!.id, quantity },
    buyer,
    couponCode,
  );
}

/**
 * A seller's order of one line through the API (as a store or a spreadsheet would), paid from the
 * balance, to a New York address. Answers the order as the server does.
 */
export async function placeOrder(
  seller: ApiSession,
  line: { productId: string; productTypeItemId: string; quantity?: number },
  buyer: string,
  couponCode?: string,
): Promise<PlacedOrder> {
  const placed = await fetch(`${baseUrl()}/api/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${seller.token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      lines: [{ quantity: 1, ...line }],
      ...(couponCode ? { couponCode } : {}),
      address: {
        fullName: buyer,
        street: '350 5th Ave',
        city: 'New York',
        state: 'NY',
        zipcode: '10118',
        country: 'US',
        phone: '+1 212 555 0100',
      },
      isDraft: false,
    }),
  });
  const order = (await placed.json()) as { data: PlacedOrder };
  expect(placed.status, JSON.stringify(order)).toBe(200);
  return order.data;
}

/** An admin approves the order, which routes its items to the printer. Answers the item ids. */
export async function approveOrder(orderId: string): Promise<string[]> {
  const admin = await apiSignIn('admin@demo.test');
  const approved = await apiCall<{ data: { items: { id: string }[] } }>(
    admin,
    'POST',
    `/orders/${orderId}/approved`,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body.data.items.map((item) => item.id);
}

/**
 * The demo seller's order for `buyer`, approved and moved along the floor by the checked-in staff
 * member (the server's printed QR value) up to shipped with `trackingCode`.
 */
export async function shipDemoOrder(
  seller: ApiSession,
  buyer: string,
  trackingCode: string,
): Promise<{ orderId: string; itemId: string }> {
  const order = await placeDemoOrder(seller, buyer);
  const [itemId] = await approveOrder(order.id);
  const printer = await apiSignIn('printer@demo.test');
  const staffId = parseStaffQrValue(inject('staffCode'));
  expect(staffId, 'the server printed no "QR code value:" line').toBeTruthy();
  for (const action of ['pick', 'process', 'printed', 'readyToDelivery']) {
    const moved = await apiCall(printer, 'PUT', '/printer/order-items/status', {
      ids: [itemId],
      action,
      staffId,
    });
    expect(moved.status, `${action}: ${JSON.stringify(moved.body)}`).toBe(200);
  }
  const tracked = await apiCall(printer, 'POST', '/printer/add-tracking-code', {
    orderItemId: itemId,
    trackingCode,
    trackingCarrierCode: 'USPS',
  });
  expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
  return { orderId: order.id, itemId: itemId! };
}
