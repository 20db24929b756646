import { useLiveRefresh } from '../../platform/live/useLiveRefresh';
import { storeKeys } from './api';

/** The lists a store's page sums up: what its syncs bring in and what waits for the seller. */
const STORE_LISTS: readonly string[] = [
  'external-store',
  'external-store-order',
  'external-store-variant',
  'etsy-order-queue',
];

/**
 * An open store page follows its store live: a sync, a mapping or an Etsy queue run announces
 * its lists to the seller who owns them (`list_changed`, spec 02 section 4.1), and the page reads
 * its counts and pushes again instead of waiting for its next poll.
 */
export function useStoreLive(storeId: string): void {
  useLiveRefresh(
    {
      list_changed: (change) =>
        STORE_LISTS.includes(change.model) &&
        (change.model !== 'external-store' ||
          change.ids.length === 0 ||
          change.ids.includes(storeId)),
    },
    [storeKeys.detail(storeId), storeKeys.pushes(storeId)],
  );
}
