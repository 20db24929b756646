import type { Recorded } from '../../../ledger/index';

/*
 * The Shipment Tracking extension as the stand-in shop answers it (test code), at its documented
 * REST namespace: the providers by region, and an order's tracking items, listed and created.
 */

export const TRACKING_API = '/wp-json/wc-shipment-tracking/v3';

export type StandInTrackingItem = {
  tracking_id: string;
  tracking_number: string;
  tracking_provider: string;
  custom_tracking_provider: string;
  custom_tracking_link: string;
  date_shipped: string;
};

const PROVIDERS = {
  'United States': {
    USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=%1$s',
    UPS: 'https://www.ups.com/track?tracknum=%1$s',
    Fedex: 'https://www.fedex.com/fedextrack/?tracknumbers=%1$s',
  },
  Global: { 'DHL Express': 'https://www.dhl.com/track?tracking-id=%1$s' },
};

type Answer = { status: number; body: unknown };

/** The extension's answer to one call, or null when the route is none of its own. */
export function answerTracking(
  request: Recorded,
  orderIds: ReadonlySet<number>,
  items: Map<number, StandInTrackingItem[]>,
): Answer | null {
  const route = request.path.slice(TRACKING_API.length);
  if (route === '/shipment-trackings/providers' && request.method === 'GET') {
    return { status: 200, body: PROVIDERS };
  }
  const match = /^\/orders\/(\d+)\/shipment-trackings$/.exec(route);
  if (!match) return null;
  const orderId = Number(match[1]);
  if (!orderIds.has(orderId)) {
    return {
      status: 404,
      body: { code: 'woocommerce_rest_order_invalid_id', message: 'Invalid order ID.' },
    };
  }
  const list = items.get(orderId) ?? [];
  if (request.method === 'GET') return { status: 200, body: list };
  if (request.method !== 'POST') return null;
  const given = JSON.parse(request.body || '{}') as Partial<StandInTrackingItem>;
  const isKnown = Object.values(PROVIDERS).some((region) =>
    Object.keys(region).includes(given.tracking_provider ?? ''),
  );
  const isCustom = Boolean(given.custom_tracking_provider);
  if (!given.tracking_number || (!isKnown && !isCustom)) {
    return { status: 400, body: { code: 'rest_invalid_param', message: 'Missing tracking data.' } };
  }
  const item: StandInTrackingItem = {
    tracking_id: `t${list.length + 1}-${orderId}`,
    tracking_number: given.tracking_number,
    tracking_provider: isKnown ? (given.tracking_provider ?? '') : '',
    custom_tracking_provider: given.custom_tracking_provider ?? '',
    custom_tracking_link: given.custom_tracking_link ?? '',
    date_shipped: given.date_shipped ?? new Date().toISOString().slice(0, 10),
  };
  items.set(orderId, [...list, item]);
  return { status: 201, body: item };
}
