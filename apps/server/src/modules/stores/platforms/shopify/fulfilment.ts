import type { ConnectedStore, StoreFulfilment } from '../types';
import { gid, graphql, numericId, refuseOnUserErrors, type ShopifyContext } from './graphql';
import { ShopifyError } from './http';

/*
 * Tracking goes back as a fulfilment: Shopify fulfils fulfilment orders (what a location owes of
 * an order), so the order's open fulfilment orders are read, the remaining quantity of the shipped
 * lines is taken from them, and one fulfilment carries the tracking number, carrier and link.
 * Lines already fulfilled under another tracking number (the printer corrected the code) have
 * their fulfilment's tracking updated instead; under the same number, nothing is redone.
 */

const FULFILMENT_ORDERS = `query OrderFulfillmentOrders($id: ID!) {
  order(id: $id) {
    fulfillmentOrders(first: 20) {
      nodes {
        id status
        lineItems(first: 100) { nodes { id remainingQuantity lineItem { id } } }
      }
    }
  }
}`;
// fulfillmentCreate and fulfillmentTrackingInfoUpdate: their ...V2 forms are deprecated.
const CREATE = `mutation fulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

const FULFILMENTS = `query OrderFulfillments($id: ID!) {
  order(id: $id) {
    fulfillments(first: 50) {
      id status
      trackingInfo(first: 5) { number company url }
      fulfillmentLineItems(first: 100) { nodes { lineItem { id } } }
    }
  }
}`;
const UPDATE_TRACKING = `mutation fulfillmentTrackingInfoUpdate($fulfillmentId: ID!, $trackingInfoInput: FulfillmentTrackingInput!, $notifyCustomer: Boolean) {
  fulfillmentTrackingInfoUpdate(fulfillmentId: $fulfillmentId, trackingInfoInput: $trackingInfoInput, notifyCustomer: $notifyCustomer) {
    fulfillment { id }
    userErrors { field message }
  }
}`;

type Fulfilment = {
  id: string;
  status: string;
  trackingInfo: { number: string | null }[];
  fulfillmentLineItems: { nodes: { lineItem: { id: string } }[] };
};
type UserErrors = { userErrors: { field?: string[]; message: string }[] };

const trackingOf = (fulfilment: StoreFulfilment) => ({
  number: fulfilment.trackingNumber,
  company: fulfilment.company,
  ...(fulfilment.url ? { url: fulfilment.url } : {}),
});

/** The lines are fulfilled already: make their fulfilments carry this tracking number. */
async function updateTracking(
  context: ShopifyContext,
  store: ConnectedStore,
  fulfilment: StoreFulfilment,
  notifyCustomer: boolean,
): Promise<void> {
  const data = await graphql<{ order: { fulfillments: Fulfilment[] } | null }>(
    context,
    store,
    FULFILMENTS,
    { id: gid('Order', fulfilment.externalOrderId) },
  );
  const wanted = new Set(fulfilment.externalLineIds);
  const stale = (data.order?.fulfillments ?? []).filter(
    (f) =>
      f.status === 'SUCCESS' &&
      f.fulfillmentLineItems.nodes.some((node) => wanted.has(numericId(node.lineItem.id))) &&
      !f.trackingInfo.some((info) => info.number === fulfilment.trackingNumber),
  );
  for (const f of stale) {
    const updated = await graphql<{ fulfillmentTrackingInfoUpdate: UserErrors }>(
      context,
      store,
      UPDATE_TRACKING,
      { fulfillmentId: f.id, trackingInfoInput: trackingOf(fulfilment), notifyCustomer },
    );
    refuseOnUserErrors('Updating the tracking', updated.fulfillmentTrackingInfoUpdate.userErrors);
  }
}

type FulfilmentOrder = {
  id: string;
  status: string;
  lineItems: { nodes: { id: string; remainingQuantity: number; lineItem: { id: string } }[] };
};

/** Statuses a fulfilment can be created against (the others are closed, cancelled or on hold). */
const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);

export async function pushFulfilment(
  context: ShopifyContext,
  store: ConnectedStore,
  fulfilment: StoreFulfilment,
  notifyCustomer: boolean,
): Promise<void> {
  const data = await graphql<{ order: { fulfillmentOrders: { nodes: FulfilmentOrder[] } } | null }>(
    context,
    store,
    FULFILMENT_ORDERS,
    { id: gid('Order', fulfilment.externalOrderId) },
  );
  if (!data.order) {
    throw new ShopifyError(`Shopify has no order ${fulfilment.externalOrderId}`, 404, false);
  }
  const wanted = new Set(fulfilment.externalLineIds);
  const byFulfilmentOrder = data.order.fulfillmentOrders.nodes
    .filter((fo) => FULFILLABLE.has(fo.status))
    .map((fo) => ({
      fulfillmentOrderId: fo.id,
      fulfillmentOrderLineItems: fo.lineItems.nodes
        .filter((line) => line.remainingQuantity > 0 && wanted.has(numericId(line.lineItem.id)))
        .map((line) => ({ id: line.id, quantity: line.remainingQuantity })),
    }))
    .filter((fo) => fo.fulfillmentOrderLineItems.length > 0);
  // Nothing left to fulfil for these lines: an earlier push went through (its answer was lost),
  // or the lines shipped before under another code, whose fulfilment now gets this one.
  if (byFulfilmentOrder.length === 0) {
    return updateTracking(context, store, fulfilment, notifyCustomer);
  }
  const created = await graphql<{ fulfillmentCreate: UserErrors }>(context, store, CREATE, {
    fulfillment: {
      lineItemsByFulfillmentOrder: byFulfilmentOrder,
      notifyCustomer,
      trackingInfo: trackingOf(fulfilment),
    },
  });
  refuseOnUserErrors('Creating the fulfilment', created.fulfillmentCreate.userErrors);
}
