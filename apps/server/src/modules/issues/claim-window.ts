import { ISSUE_MESSAGES } from '@platfox/domain';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { orderItemsReadModel } from '../order-items/index';
const { orderTimelines } = orderItemsReadModel;

const DAY_MS = 24 * 3600_000;

/**
 * A claim is made within the window after delivery (CLAIM_WINDOW_DAYS, issue 31 item 11): an
 * item delivered longer ago is refused (400) with the window's days. An item not delivered yet
 * (in transit, lost) is inside it.
 */
export async function checkClaimWindow(
  tx: DbTx,
  itemIds: readonly string[],
  days: number,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [late] = await tx
    .select({ id: orderTimelines.orderItemId })
    .from(orderTimelines)
    .where(
      and(
        inArray(orderTimelines.orderItemId, [...itemIds]),
        isNotNull(orderTimelines.finishAt),
        lt(orderTimelines.finishAt, since),
      ),
    )
    .limit(1);
  if (late) {
    throw badRequest(`${ISSUE_MESSAGES.claimWindowClosed} (${days} days after delivery)`);
  }
}
