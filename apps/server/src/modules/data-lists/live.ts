import type { AccountType, LiveEvent } from '@platfox/domain';
import type { Live } from '../../platform/live';

/** Who sees a change: the owners of the rows (a seller, a printer) or the staff that list them. */
export type ListAudience = readonly { type: AccountType; id: string }[];

/**
 * Tells the users who list a model that its rows changed, so an open list shows "new data" (spec
 * 02 section 4.1). The event is the spec's own for that model (order_created, order_item_updated
 * ...); no new event name is needed, the payload says which list.
 */
export function announceListChange(
  live: Live,
  model: string,
  event: LiveEvent,
  audience: ListAudience,
  details: Record<string, unknown> = {},
): void {
  for (const user of audience) live.emitToUser(user.type, user.id, event, { ...details, model });
}
