import type { StoresNeedsYou, User } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useRefresh } from '../../platform/api/cachedMutation';
import { useLiveEvent } from '../../platform/live/socket';
import { useStartSettled } from '../../platform/startSettled';
import { storeKeys, storesApi } from './api';

/*
 * Orders that need the seller are never hidden (issue 31 item 7): the count of store orders not
 * drafted (a variant not mapped, an address refused) in the menu and on the dashboard. Read again
 * whenever the seller's store orders, variants or orders change. Kept apart from the list page so
 * the shell does not load the list's code.
 */

/** Models whose change can move the count: store orders arriving or mapped, drafts placed. */
const COUNTED_MODELS = new Set(['external-store-order', 'order', 'external-store-variant']);

/** The seller's "needs you" counts; nothing for other users. */
export function useStoresNeedsYou(user: Pick<User, 'type'> | null): StoresNeedsYou | undefined {
  const isSeller = user?.type === 'SELLER';
  const refresh = useRefresh([storeKeys.needsYou]);
  const isSettled = useStartSettled();
  const counts = useQuery({
    queryKey: storeKeys.needsYou,
    queryFn: ({ signal }) => storesApi.needsYou(signal),
    enabled: isSeller && isSettled,
    staleTime: 60_000,
  });
  useLiveEvent('list_changed', (payload) => {
    if (isSeller && COUNTED_MODELS.has(payload.model)) {
      void refresh();
    }
  });
  return isSeller ? counts.data : undefined;
}

/** The menu's badges of the seller: store orders that need them. */
export function useSellerBadges(user: Pick<User, 'type'> | null): Record<string, number> {
  const counts = useStoresNeedsYou(user);
  return counts ? { storeOrdersNeedYou: counts.storeOrders } : {};
}
