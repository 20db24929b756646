import type { Caller } from '../../test/fixtures';

/** Data of the stock module's tests: a warehouse with areas, stock received into one of them. */

export async function warehouseOf(
  call: Caller,
  name = `Main ${Math.random().toString(36).slice(2, 7)}`,
) {
  const created = await call('POST', '/api/printer/warehouses', {
    name,
    address: '12 Dock Road, Austin TX',
  });
  if (created.status !== 200) throw new Error(`warehouse: ${JSON.stringify(created.body)}`);
  return created.body.data as { id: string; isDefault: boolean };
}

export async function areaOf(call: Caller, warehouseId: string, name: string) {
  const created = await call('POST', '/api/printer/storage-areas', { warehouseId, name });
  if (created.status !== 200) throw new Error(`area: ${JSON.stringify(created.body)}`);
  return created.body.data as { id: string; name: string };
}

/** Receives quantity units of a blank-apparel item into the warehouse (and area). */
export async function receive(
  call: Caller,
  wareHouseId: string,
  blankApparelItemId: string,
  quantity: number,
  storageAreaId?: string,
) {
  const received = await call('POST', '/api/printer/inventories', {
    wareHouseId,
    blankApparelItems: [
      { blankApparelItemId, quantity, ...(storageAreaId ? { storageAreaId } : {}) },
    ],
    inventoryRefId: 'PO-1001',
  });
  if (received.status !== 200) throw new Error(`receive: ${JSON.stringify(received.body)}`);
  return received.body.data as {
    id: string;
    status: string;
    lines: { stockItemId: string; quantity: number }[];
  };
}
