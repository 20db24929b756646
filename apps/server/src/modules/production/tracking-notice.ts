import { FIXED_NOTICE_TITLES } from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import { type NotificationDelivery, writeNotifications } from '../notifications/index';
import type { ItemChange } from './live';

/**
 * The seller's tracking updates (spec 01 section 2.8, spec 03 section 3.5: a category of its own,
 * read in the top bar's tracking-update dropdown): one TRACKING_UPDATE notification per order
 * whose items got a tracking code, added or corrected, pointing at the order; the description
 * names the carriers and codes (data, shown as written). Written in the change's transaction;
 * the pushes are for after its commit.
 */
export async function tellTrackingUpdates(
  tx: DbTx,
  live: Live,
  changes: readonly ItemChange[],
): Promise<NotificationDelivery[]> {
  const byOrder = new Map<string, { sellerId: string; codes: string[] }>();
  for (const change of changes) {
    if (!change.trackingCode) continue;
    const entry = byOrder.get(change.orderId) ?? { sellerId: change.sellerId, codes: [] };
    const code = `${change.trackingCarrierCode ?? ''} ${change.trackingCode}`.trim();
    if (!entry.codes.includes(code)) entry.codes.push(code);
    byOrder.set(change.orderId, entry);
  }
  const deliveries: NotificationDelivery[] = [];
  for (const [orderId, { sellerId, codes }] of byOrder) {
    deliveries.push(
      await writeNotifications(tx, live, {
        userIds: [sellerId],
        type: 'TRACKING_UPDATE',
        title: FIXED_NOTICE_TITLES.trackingAdded,
        description: codes.join(', '),
        details: { model: 'order', ids: [orderId] },
      }),
    );
  }
  return deliveries;
}
