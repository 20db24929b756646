import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from '../../platform/db';
import type { Actor } from '../auth/index';
import type { Permission } from '@platfox/domain';
import type { ListDelete } from '../data-lists/index';
import {
  attributeOptions,
  productTypeAttributes,
  productTypeItemOptions,
  productTypeItems,
} from './tables';

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

/**
 * A column written with its table's name, whatever the query: Drizzle drops the table name from
 * columns in the selection of a query without joins, which would make a correlated subquery's
 * outer reference bind to the inner table.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A product type item's name in SQL: its options' names in the product type's attribute order
 * ("White / M"), for list columns that filter and sort by it. `itemId` is the outer item id.
 */
export function itemNameSql(itemId: PgColumn): SQL<string> {
  const options = productTypeItemOptions;
  return sql<string>`coalesce((
    select string_agg(${qualified(attributeOptions.name)}, ' / ' order by ${qualified(productTypeAttributes.sortOrder)})
    from ${options}
    join ${attributeOptions} on ${qualified(attributeOptions.id)} = ${qualified(options.attributeOptionId)}
    join ${productTypeItems} as own_item on own_item.id = ${qualified(options.productTypeItemId)}
    join ${productTypeAttributes} on ${qualified(productTypeAttributes.productTypeId)} = own_item.product_type_id
      and ${qualified(productTypeAttributes.attributeId)} = ${qualified(attributeOptions.attributeId)}
    where ${qualified(options.productTypeItemId)} = ${qualified(itemId)}
  ), 'Default')`;
}
