import { useQuery } from '@tanstack/react-query';
import { useRefresh } from '../../platform/api/cachedMutation';
import type { User } from '@platfox/domain';
import { useLiveEvent } from '../../platform/live/socket';
import { useStartSettled } from '../../platform/startSettled';
import { afterSaleApi, afterSaleKeys } from './api';

/**
 * The admin menu's pending-task counters (spec 01 section 2.8: "admins load pending tasks" on first
 * load), fetched again whenever the server pushes `pending_task`. Other users have none.
 */
export function usePendingTasks(user: Pick<User, 'type'> | null): Record<string, number> {
  const isStaff = user?.type === 'ADMIN' || user?.type === 'ROOT';
  const refresh = useRefresh([afterSaleKeys.pendingTasks]);
  // Asked once the first screen is drawn (platform/startSettled.ts).
  const isSettled = useStartSettled();
  const tasks = useQuery({
    queryKey: afterSaleKeys.pendingTasks,
    queryFn: ({ signal }) => afterSaleApi.pendingTasks(signal),
    enabled: isStaff && isSettled,
    staleTime: 60_000,
  });
  useLiveEvent('pending_task', () => {
    if (isStaff) void refresh();
  });
  return isStaff ? (tasks.data ?? {}) : {};
}
