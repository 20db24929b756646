import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import { users } from './tables';

/*
 * The admins' pending-task signal (spec 03 sections 3.5 and 7.7). It lives with the users it is
 * sent to, below the modules whose changes move a counter (orders, ledger, issues): each calls it
 * after its commit; the counters themselves are read by orders (counters.ts).
 */

/** Changes close together (approve all, a burst of requests) make one push. */
export const PENDING_TASK_PUSH_DELAY_MS = 250;
const scheduled = new WeakMap<Live, NodeJS.Timeout>();

/**
 * Tells every admin and root, live, that the counters changed (`pending_task`); each client asks
 * GET pending-tasks for its own numbers, so one push serves admins of different permissions. Call
 * after the commit; a failed push costs a stale badge until the next one, never a failed call.
 */
export function signalPendingTasks(live: Live, db: Db): void {
  if (scheduled.has(live)) return;
  const timer = setTimeout(() => {
    scheduled.delete(live);
    void db
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(and(inArray(users.type, ['ADMIN', 'ROOT']), ne(users.status, 'DELETED')))
      .then((staff) => {
        for (const user of staff) live.emitToUser(user.type, user.id, 'pending_task', {});
      })
      .catch(() => undefined);
  }, PENDING_TASK_PUSH_DELAY_MS);
  timer.unref();
  scheduled.set(live, timer);
}
