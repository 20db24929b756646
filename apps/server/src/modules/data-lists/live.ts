import type { RoomPolicy } from '../../platform/live';
import { isFeatureTokenRequired, isListAllowed, type ListRegistry } from './registry';

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
