import type { DemoCast } from './calls';
import type { DemoCatalog, PlacedOrder } from './orders';

type StockItems = {
  data: { id: string; blankApparelItemId: string; productTypeItemId: string }[];
};
type Warehouses = { data: { id: string; isDefault: boolean }[] };

/**
 * Units awaiting stock with their coming date (issue 32), so /a/awaiting-stock-items and the
 * printer's awaiting-stock tab open on something: the monthly count finds the bins of the two
 * items of the receipt in transit empty, and the next orders of them are picked from no stock.
 * Their units then wait, dated by the receipt's expected day (stock.ts: a week from the start).
 */
export async function holdForStock(
  { seller, admin, printer }: DemoCast,
  catalog: DemoCatalog,
  staffId: string,
  /** The blank-apparel items of the receipt in transit (stock.ts). */
  coming: readonly string[],
): Promise<void> {
  const warehouses = (await printer<Warehouses>('GET', '/printer/warehouses')).data;
  const main = warehouses.find((one) => one.isDefault);
  if (!main) return;
  const held = (await printer<StockItems>('GET', `/printer/stock-items?warehouseId=${main.id}`))
    .data;
  const waiting = held.filter((item) => coming.includes(item.blankApparelItemId));
  const placed: PlacedOrder[] = [];
  for (const [index, item] of waiting.entries()) {
    await printer('PUT', '/printer/update-stock-quantity', {
      stockItemId: item.id,
      quantity: 0,
      note: 'Monthly count: the bin was empty',
    });
    const at = catalog.items.findIndex((one) => one.id === item.productTypeItemId);
    if (at < 0) continue;
    const order = await seller<{ data: PlacedOrder }>('POST', '/orders', {
      lines: [
        {
          productId: catalog.products[0]!.id,
          productTypeItemId: item.productTypeItemId,
          quantity: 2 + index,
        },
      ],
      address: {
        fullName: index === 0 ? 'Maya Lindqvist' : 'Omar Haddad',
        street: index === 0 ? '500 W 2nd St' : '1 Main St',
        city: index === 0 ? 'Austin' : 'Houston',
        state: 'TX',
        zipcode: index === 0 ? '78701' : '77002',
        country: 'US',
        phone: '+1 512 555 0100',
      },
      isDraft: false,
    });
    placed.push(
      (await admin<{ data: PlacedOrder }>('POST', `/orders/${order.data.id}/approved`)).data,
    );
  }
  const ids = placed.flatMap((order) => order.items.map((item) => item.id));
  if (ids.length > 0) {
    await printer('PUT', '/printer/order-items/status', { ids, action: 'pick', staffId });
  }
}
