import { ISSUE_RAISABLE_ITEM_STATUSES, type OrderView } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { issueKeys, issuesApi } from './api';

const DAY_MS = 24 * 3600_000;

/** The seller's claim window in days, read once a session (it changes rarely). */
export function useClaimWindow(enabled = true) {
  return useQuery({
    queryKey: issueKeys.claimWindow,
    queryFn: ({ signal }) => issuesApi.claimWindow(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

type Item = OrderView['items'][number];

/**
 * Whether an item can be claimed now (issue 31 item 11): it left the printer, and it was
 * delivered no longer ago than the window (an item not delivered yet is inside it). Else why.
 */
export function claimable(
  item: Pick<Item, 'status' | 'timeline'>,
  windowDays: number | undefined,
  now = Date.now(),
): 'yes' | 'notShipped' | 'windowClosed' {
  if (!(ISSUE_RAISABLE_ITEM_STATUSES as readonly string[]).includes(item.status)) {
    return 'notShipped';
  }
  const delivered = item.timeline.finishAt;
  if (windowDays !== undefined && delivered) {
    if (Date.parse(delivered) + windowDays * DAY_MS < now) return 'windowClosed';
  }
  return 'yes';
}
