import type { ConnectedStore, StoreFulfilment } from '../types';
import { WooCommerceError, type WooHttp } from './http';

/*
 * Tracking back to a WooCommerce order (issue 28). Where the Shipment Tracking extension is
 * installed (its REST namespace wc-shipment-tracking/v3, WooCommerce docs "Create a tracking item
 * with the Shipment Tracking REST API" and "List Shipment Tracking providers"), the code becomes a
 * tracking item, which the extension shows in the buyer's account and the completed-order email;
 * otherwise a customer note (carrier, number, link) that WooCommerce emails. The order is marked
 * completed only once every item of it has its tracking. Either way a retry is harmless: the
 * tracking items or customer notes are read first and a number already there is not added again.
 */

const TRACKING_NAMESPACE = 'wc-shipment-tracking/v3';

/** The note the buyer receives (WooCommerce emails customer notes): carrier, number, link. */
export function trackingNote(fulfilment: StoreFulfilment): string {
  const link = fulfilment.url ? ` Track it at ${fulfilment.url}` : '';
  return `Your order has shipped with ${fulfilment.company}. Tracking number: ${fulfilment.trackingNumber}.${link}`;
}

/** The route is not there: the extension is not installed (or is switched off). */
const isNoRoute = (error: unknown) =>
  error instanceof WooCommerceError && error.status === 404 && error.code === 'rest_no_route';

const simple = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The extension's own name for the carrier ("USPS", "DHL Express"), when it lists one. */
async function providerOf(http: WooHttp, store: ConnectedStore, company: string) {
  const { data } = await http.request(store, {
    method: 'GET',
    namespace: TRACKING_NAMESPACE,
    path: '/shipment-trackings/providers',
  });
  const regions = data && typeof data === 'object' ? Object.values(data) : [];
  const names = regions.flatMap((region) =>
    region && typeof region === 'object' ? Object.keys(region) : [],
  );
  return names.find((name) => simple(name) === simple(company));
}

/** Writes the tracking item; false when the extension is not installed. */
async function addTrackingItem(
  http: WooHttp,
  store: ConnectedStore,
  orderId: string,
  fulfilment: StoreFulfilment,
): Promise<boolean> {
  const path = `/orders/${encodeURIComponent(orderId)}/shipment-trackings`;
  let items: unknown;
  try {
    ({ data: items } = await http.request(store, {
      method: 'GET',
      namespace: TRACKING_NAMESPACE,
      path,
    }));
  } catch (error) {
    if (isNoRoute(error)) return false;
    throw error;
  }
  const isThere =
    Array.isArray(items) &&
    items.some(
      (item: { tracking_number?: unknown }) => item.tracking_number === fulfilment.trackingNumber,
    );
  if (isThere) return true;
  const provider = await providerOf(http, store, fulfilment.company);
  await http.request(store, {
    method: 'POST',
    namespace: TRACKING_NAMESPACE,
    path,
    body: {
      tracking_number: fulfilment.trackingNumber,
      date_shipped: new Date().toISOString().slice(0, 10),
      ...(provider
        ? { tracking_provider: provider }
        : {
            custom_tracking_provider: fulfilment.company,
            custom_tracking_link: fulfilment.url ?? '',
          }),
    },
  });
  return true;
}

async function addCustomerNote(
  http: WooHttp,
  store: ConnectedStore,
  orderPath: string,
  fulfilment: StoreFulfilment,
) {
  const { data } = await http.request(store, {
    method: 'GET',
    path: `${orderPath}/notes`,
    query: { type: 'customer' },
  });
  const notes = Array.isArray(data) ? (data as { note?: unknown }[]) : [];
  const isNoted = notes.some(
    (note) => typeof note.note === 'string' && note.note.includes(fulfilment.trackingNumber),
  );
  if (isNoted) return;
  await http.request(store, {
    method: 'POST',
    path: `${orderPath}/notes`,
    body: { note: trackingNote(fulfilment), customer_note: true },
  });
}

/**
 * The tracking first, then (every item shipped) the status, so the buyer's "order completed"
 * email carries the tracking.
 */
export async function pushWooFulfilment(
  http: WooHttp,
  store: ConnectedStore,
  fulfilment: StoreFulfilment,
): Promise<void> {
  const orderPath = `/orders/${encodeURIComponent(fulfilment.externalOrderId)}`;
  const isTracked = await addTrackingItem(http, store, fulfilment.externalOrderId, fulfilment);
  if (!isTracked) await addCustomerNote(http, store, orderPath, fulfilment);
  if (fulfilment.isOrderShipped === false) return;
  await http.request(store, { method: 'PUT', path: orderPath, body: { status: 'completed' } });
}
