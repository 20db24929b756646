import { sql, type SQL } from 'drizzle-orm';

/**
 * Where a walk picks an item (issue 32): the name of the storage area holding the printer's stock
 * of a product type item, the stock the pick would take first (one with units on hand, the
 * default warehouse first); null when the printer keeps it in no area. Areas are named for the
 * aisle and shelf ("A-01"), so ordering by the name is walking down the aisles.
 *
 * The arguments are SQL naming the outer query's columns by their table (`order_items.printer_id`):
 * Drizzle leaves a column unqualified, which inside this subquery would read the stock's own.
 */
export const storageAreaNameOf = (printerId: SQL, productTypeItemId: SQL) => sql<string | null>`(
  select area.name from stock_items stock
  inner join storage_areas area on area.id = stock.storage_area_id
  inner join warehouses house on house.id = stock.warehouse_id
  where stock.printer_id = ${printerId} and stock.product_type_item_id = ${productTypeItemId}
  order by (stock.quantity > 0) desc, house.is_default desc, stock.id
  limit 1
)`;
