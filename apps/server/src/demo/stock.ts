import type { DemoCaller } from './calls';

type Made = { data: { id: string } };
type Stockable = { data: { id: string; name: string }[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo printer's stock (issue 32): a default warehouse with three storage areas and an
 * overflow one, every blank item it prints received into an area (so the floor's picks take stock
 * and write the log), a receipt in transit due in a week, a damaged-goods issue and a recount.
 * Runs before the floor moves, so the stock log shows picks too. Answers the blank-apparel items
 * of the receipt in transit (awaiting-stock.ts holds orders of them).
 */
export async function stockTheWarehouse(printer: DemoCaller): Promise<string[]> {
  const main = await printer<Made>('POST', '/printer/warehouses', {
    name: 'Austin main',
    address: '2100 E St Elmo Rd, Austin TX 78744',
    isDefault: true,
  });
  await printer('POST', '/printer/warehouses', {
    name: 'Round Rock overflow',
    address: '901 Sunrise Rd, Round Rock TX 78664',
  });
  const wareHouseId = main.data.id;
  const areas: string[] = [];
  for (const name of ['A-01', 'A-02', 'B-01']) {
    areas.push(
      (await printer<Made>('POST', '/printer/storage-areas', { warehouseId: wareHouseId, name }))
        .data.id,
    );
  }
  const items = (await printer<Stockable>('GET', '/printer/stockable-items')).data;
  if (items.length === 0) return [];
  await printer('POST', '/printer/inventories', {
    wareHouseId,
    inventoryRefId: 'PO-2026-0142',
    blankApparelItems: items.map((item, index) => ({
      blankApparelItemId: item.id,
      quantity: 120 + 10 * (index % 4),
      storageAreaId: areas[index % 2],
    })),
  });
  await printer('POST', '/printer/inventories', {
    wareHouseId,
    inventoryRefId: 'PO-2026-0157',
    isInTransit: true,
    expectedAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    blankApparelItems: items.slice(0, 2).map((item) => ({
      blankApparelItemId: item.id,
      quantity: 60,
      storageAreaId: areas[2],
    })),
  });
  await printer('POST', '/printer/inventories', {
    wareHouseId,
    inventoryRefId: 'Damaged in wash',
    isSubtractedStock: true,
    blankApparelItems: [{ blankApparelItemId: items[0]!.id, quantity: 4 }],
  });
  const held = await printer<{ data: { id: string; quantity: number }[] }>(
    'GET',
    `/printer/stock-items?warehouseId=${wareHouseId}`,
  );
  const counted = held.data[held.data.length - 1]!;
  await printer('PUT', '/printer/update-stock-quantity', {
    stockItemId: counted.id,
    quantity: counted.quantity - 2,
    note: 'Monthly count',
  });
  return items.slice(0, 2).map((item) => item.id);
}
