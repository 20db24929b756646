import type { Permission } from '@platfox/domain';
import type { Db, DbTx } from '../../platform/db';
import type { Actor } from '../auth/index';
import type { ListDelete } from './registry';

export const NO_DELETE_PERMISSION = 'You do not have permission to delete this';

/**
 * A list model's delete rule for admin reference data. Listing needs the area's ACCESS
 * permission; deleting needs its DETAIL_UPDATE (the catalogue has no DELETE action), so an admin
 * without it has every row refused. `inUse` names rows that something still needs.
 */
export function adminDelete(
  permission: Permission,
  rule: {
    inUse?: (db: Db, ids: string[]) => Promise<Map<string, string>>;
    run: (tx: DbTx, ids: string[]) => Promise<string[]>;
    announce?: ListDelete['announce'];
  },
): ListDelete {
  return {
    refusals: async (db, ids, actor: Actor) => {
      if (actor.type !== 'ROOT' && !actor.permissions.includes(permission)) {
        return new Map(ids.map((id) => [id, NO_DELETE_PERMISSION]));
      }
      return rule.inUse ? rule.inUse(db, ids) : new Map();
    },
    run: (tx, ids) => rule.run(tx, ids),
    ...(rule.announce ? { announce: rule.announce } : {}),
  };
}
