import { printerItemNewToPrintList } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { printerItemListModel } from './printer-items';

// Written with table names: drizzle would leave a correlated subquery's columns unqualified.
/** A unit of the item whose packing slip was never printed. */
const hasUnprintedSlip = sql`exists (
  select 1 from order_item_units unit
  where unit.order_item_id = order_items.id and unit.packing_slip_printed_at is null
)`;

/**
 * New items to print (/p/new-items-to-print-pdf): the printer's items not yet past printing with
 * a slip never printed, so the floor downloads the next batch of slips without reprinting any.
 */
export const printerItemNewToPrintListModel = printerItemListModel(
  printerItemNewToPrintList,
  hasUnprintedSlip,
);
