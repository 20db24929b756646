import type { AccountType, ListChangeKind, ListChanged } from '@platfox/domain';
import { listRoom, type Live, type RoomPolicy } from '../../platform/live';
import { isFeatureTokenRequired, isListAllowed, type ListRegistry } from './registry';

/** The owners of changed rows (a seller, a printer): they hear of it in their own room. */
export type ListAudience = readonly { type: AccountType; id: string }[];

export type ListChange = {
  model: string;
  kind: ListChangeKind;
  ids: readonly string[];
  owners?: ListAudience;
};

/**
 * A socket may watch a list's room only where its actor lists every row of the model: the room
 * carries ids, and a scoped actor (a seller, a printer) must not learn of other accounts' rows.
 * Scoped actors hear of their own rows through `owners` instead.
 */
export function listWatchPolicy(registry: ListRegistry): RoomPolicy {
  return (actor, models) =>
    models.filter((name) => {
      const model = registry.get(name);
      return (
        model !== undefined &&
        isListAllowed(model, actor) &&
        !isFeatureTokenRequired(model, actor) &&
        model.scope(actor) === undefined
      );
    });
}

/**
 * Tells the users who list a model that its rows changed, so an open list shows "new data" (spec
 * 02 section 4.1): `list_changed` in the model's room and to the rows' owners. The spec's own events
 * (order_created ...) carry their own payloads and are sent by the services that need them; a list
 * counts list_changed only, so one change is never counted twice. Call it after the commit.
 */
export function announceListChange(live: Live, change: ListChange): void {
  const payload: ListChanged = { model: change.model, kind: change.kind, ids: [...change.ids] };
  live.emitToRoom(listRoom(change.model), 'list_changed', payload);
  for (const owner of change.owners ?? []) {
    live.emitToUser(owner.type, owner.id, 'list_changed', payload);
  }
}
