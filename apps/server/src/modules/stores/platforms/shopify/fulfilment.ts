import type { ConnectedStore, StoreFulfilment } from '../types';
import { gid, graphql, numericId, refuseOnUserErrors, type ShopifyContext } from './graphql';
import { ShopifyError } from './http';

/*
 * Tracking goes back as a fulfilment: Shopify fulfils fulfilment orders (what a location owes of
 * an order), so the order's open fulfilment orders are read, the remaining quantity of the shipped
 * lines is taken from them, and one fulfilment carries the tracking number, carrier and link.
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
const CREATE = `mutation fulfillmentCreateV2($fulfillment: FulfillmentV2Input!) {
  fulfillmentCreateV2(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

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
  // or the seller fulfilled them in Shopify. Either way the tracking is there; nothing to redo.
  if (byFulfilmentOrder.length === 0) return;
  const created = await graphql<{
    fulfillmentCreateV2: { userErrors: { field?: string[]; message: string }[] };
  }>(context, store, CREATE, {
    fulfillment: {
      lineItemsByFulfillmentOrder: byFulfilmentOrder,
      notifyCustomer,
      trackingInfo: {
        number: fulfilment.trackingNumber,
        company: fulfilment.company,
        ...(fulfilment.url ? { url: fulfilment.url } : {}),
      },
    },
  });
  refuseOnUserErrors('Creating the fulfilment', created.fulfillmentCreateV2.userErrors);
}
