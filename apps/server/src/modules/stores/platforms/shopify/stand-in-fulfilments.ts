import {
  currentQuantityOf,
  gid,
  newId,
  tail,
  type StandInLine,
  type StandInOrder,
  type StandInShop,
  type Vars,
} from './stand-in-shop';

/*
 * The stand-in shop's fulfilments (test code): one fulfilment order per order, as a shop with one
 * location has, whose line items mirror the order's; fulfillmentCreate checks the quantities
 * against what remains, and the fulfilments made are recorded for a test to read.
 */

/** One fulfilment order per order (one location); its line items mirror the order's, same ids. */
const fulfilmentStatus = (order: StandInOrder) => {
  if (order.cancelledAt) return 'CLOSED';
  const remaining = order.lines.reduce(
    (sum, line) => sum + currentQuantityOf(line) - line.fulfilled,
    0,
  );
  if (remaining === 0) return 'CLOSED';
  return order.lines.some((line) => line.fulfilled > 0) ? 'IN_PROGRESS' : 'OPEN';
};

export function fulfilmentOrdersAnswer(shop: StandInShop, vars: Vars) {
  const order = shop.orders.get(tail(vars.id));
  if (!order) return { order: null };
  return {
    order: {
      fulfillmentOrders: {
        nodes: [
          {
            id: gid('FulfillmentOrder', order.id),
            status: fulfilmentStatus(order),
            lineItems: {
              nodes: order.lines.map((line) => ({
                id: gid('FulfillmentOrderLineItem', line.id),
                remainingQuantity: Math.max(0, currentQuantityOf(line) - line.fulfilled),
                lineItem: { id: gid('LineItem', line.id) },
              })),
            },
          },
        ],
      },
    },
  };
}

type FulfilmentInput = {
  lineItemsByFulfillmentOrder?: {
    fulfillmentOrderId?: string;
    fulfillmentOrderLineItems?: { id?: string; quantity?: number }[];
  }[];
  notifyCustomer?: boolean;
  trackingInfo?: { number?: string; company?: string; url?: string };
};

export function fulfilmentCreateAnswer(shop: StandInShop, vars: Vars) {
  const refuse = (message: string, field: string[]) => ({
    fulfillmentCreate: { fulfillment: null, userErrors: [{ field, message }] },
  });
  const input = (vars.fulfillment ?? {}) as FulfilmentInput;
  const groups = input.lineItemsByFulfillmentOrder ?? [];
  if (groups.length === 0)
    return refuse('Line items by fulfillment order is required', ['fulfillment']);
  const taken: { order: StandInOrder; line: StandInLine; quantity: number }[] = [];
  for (const group of groups) {
    const order = shop.orders.get(tail(group.fulfillmentOrderId));
    if (!order || fulfilmentStatus(order) === 'CLOSED') {
      return refuse('Fulfillment order does not exist or is not open.', ['fulfillment']);
    }
    const wanted =
      group.fulfillmentOrderLineItems ??
      order.lines.map((line) => ({
        id: gid('FulfillmentOrderLineItem', line.id),
        quantity: currentQuantityOf(line) - line.fulfilled,
      }));
    for (const item of wanted) {
      const line = order.lines.find((candidate) => candidate.id === tail(item.id));
      const quantity = item.quantity ?? 0;
      if (!line || quantity <= 0 || quantity > currentQuantityOf(line) - line.fulfilled) {
        return refuse('Invalid fulfillment order line item quantity requested.', ['fulfillment']);
      }
      taken.push({ order, line, quantity });
    }
  }
  for (const { line, quantity } of taken) line.fulfilled += quantity;
  const id = newId();
  shop.fulfilments.push({
    id,
    orderId: String(taken[0]?.order.id),
    lines: taken.map(({ line, quantity }) => ({ lineId: String(line.id), quantity })),
    trackingNumber: input.trackingInfo?.number ?? null,
    company: input.trackingInfo?.company ?? null,
    url: input.trackingInfo?.url ?? null,
    notifyCustomer: input.notifyCustomer ?? false,
    trackingUpdates: 0,
  });
  return {
    fulfillmentCreate: {
      fulfillment: { id: gid('Fulfillment', id), status: 'SUCCESS' },
      userErrors: [],
    },
  };
}

/** The order's fulfilments with their tracking and lines, as Order.fulfillments answers. */
export function fulfilmentsAnswer(shop: StandInShop, vars: Vars) {
  const orderId = String(tail(vars.id));
  if (!shop.orders.has(Number(orderId))) return { order: null };
  return {
    order: {
      fulfillments: shop.fulfilments
        .filter((fulfilment) => fulfilment.orderId === orderId)
        .map((fulfilment) => ({
          id: gid('Fulfillment', fulfilment.id),
          status: 'SUCCESS',
          trackingInfo: [
            { number: fulfilment.trackingNumber, company: fulfilment.company, url: fulfilment.url },
          ],
          fulfillmentLineItems: {
            nodes: fulfilment.lines.map((line) => ({
              lineItem: { id: gid('LineItem', Number(line.lineId)) },
            })),
          },
        })),
    },
  };
}

export function trackingUpdateAnswer(shop: StandInShop, vars: Vars) {
  const fulfilment = shop.fulfilments.find((f) => f.id === tail(vars.fulfillmentId));
  const input = (vars.trackingInfoInput ?? {}) as {
    number?: string;
    company?: string;
    url?: string;
  };
  if (!fulfilment) {
    return {
      fulfillmentTrackingInfoUpdate: {
        fulfillment: null,
        userErrors: [{ field: ['fulfillmentId'], message: 'Fulfillment does not exist.' }],
      },
    };
  }
  fulfilment.trackingNumber = input.number ?? null;
  fulfilment.company = input.company ?? null;
  fulfilment.url = input.url ?? null;
  fulfilment.trackingUpdates += 1;
  return {
    fulfillmentTrackingInfoUpdate: {
      fulfillment: { id: gid('Fulfillment', fulfilment.id) },
      userErrors: [],
    },
  };
}
