import { sql } from 'drizzle-orm';

/**
 * The name of the connected store an order came from (issue 17), or null for an order made by
 * hand or from a spreadsheet: the origin admins and printers see in their lists. A scalar
 * subquery rather than a join, so each list keeps its own FROM; written with table names, since
 * drizzle leaves columns unqualified inside a subquery.
 */
export const orderStoreName = sql<string | null>`(select external_stores.name from external_stores
  where external_stores.id = orders.external_store_id)`;
