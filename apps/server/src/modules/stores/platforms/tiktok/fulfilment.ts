import type { ConnectedStore, StoreFulfilment } from '../types';
import { openApi, TikTokError, type TikTokContext } from './http';
import { getOrders } from './orders';

/*
 * Tracking back as a shipped package: the order's delivery option names the shipping providers the
 * shop may use (GET /logistics/202309/delivery_options/{id}/shipping_providers); the carrier is
 * found there by name, and POST /fulfillment/202309/orders/{order_id}/packages ("Mark Package As
 * Shipped") records the lines shipped with the tracking number and the provider's id.
 */

type Provider = { id: string; name: string };

const simple = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "USPS" matches "USPS", "DHL Express" matches "DHL eCommerce"? No: the whole name, or a prefix. */
export function findProvider(providers: Provider[], company: string): Provider | undefined {
  const wanted = simple(company);
  return (
    providers.find((p) => simple(p.name) === wanted) ??
    providers.find((p) => simple(p.name).startsWith(wanted) || wanted.startsWith(simple(p.name)))
  );
}

export async function pushFulfilment(
  context: TikTokContext,
  store: ConnectedStore,
  fulfilment: StoreFulfilment,
): Promise<void> {
  const [order] = await getOrders(context, store, [fulfilment.externalOrderId]);
  if (!order)
    throw new TikTokError(`TikTok order ${fulfilment.externalOrderId} not found`, 0, false);
  // TikTok ships it under its own label and takes no tracking of ours ("Mark Package As Shipped"
  // is for orders the seller ships); the store platform pushes none for it (issue 28).
  if (order.shipping_type === 'TIKTOK') {
    throw new TikTokError(
      'TikTok ships this order under its own label: no tracking is sent',
      0,
      false,
    );
  }
  const { shipping_providers: providers = [] } = await openApi<{ shipping_providers?: Provider[] }>(
    context,
    store,
    {
      method: 'GET',
      path: `/logistics/202309/delivery_options/${encodeURIComponent(order.delivery_option_id ?? '')}/shipping_providers`,
    },
  );
  const provider = findProvider(providers, fulfilment.company);
  if (!provider) {
    throw new TikTokError(
      `TikTok Shop offers no shipping provider named "${fulfilment.company}" for this order`,
      0,
      false,
    );
  }
  const lineIds =
    fulfilment.externalLineIds.length > 0
      ? fulfilment.externalLineIds
      : (order.line_items ?? []).map((line) => line.id);
  await openApi(context, store, {
    method: 'POST',
    path: `/fulfillment/202309/orders/${encodeURIComponent(order.id)}/packages`,
    body: {
      order_line_item_ids: lineIds,
      tracking_number: fulfilment.trackingNumber,
      shipping_provider_id: provider.id,
    },
  });
}
