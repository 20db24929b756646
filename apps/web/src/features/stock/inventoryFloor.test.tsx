import type { InventoryItem, Staff, Warehouse } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';
import { clearStaff, storeStaff } from '../staff/staffSession';

/* /inventory: the kiosk at the receiving desk (no app layout, the staff check-in of the floor). */

const STAFF: Staff = {
  id: '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11',
  fullName: 'Sky Staff',
  email: null,
  phone: null,
  role: 'USER',
  hasCheckedIn: true,
  isActive: true,
};
const WAREHOUSE: Warehouse = {
  id: 'a3b4c5d6-e7f8-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Dock A',
  address: '4 Quay Street',
  isDefault: true,
  itemCount: 1,
  totalStock: 10,
  storageAreaCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const AREA_ID = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const BLANK_ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const STOCK_ITEM_ID = 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a';

const itemWith = (quantity: number, logs: InventoryItem['logs']): InventoryItem => ({
  blankApparelItemId: BLANK_ID,
  sku: 'TEE-BLACK-M',
  name: 'Classic T-Shirt · Black / M',
  warehouseId: WAREHOUSE.id,
  stockItem: {
    id: STOCK_ITEM_ID,
    warehouseId: WAREHOUSE.id,
    blankApparelItemId: BLANK_ID,
    productTypeItemId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    name: 'Classic T-Shirt · Black / M',
    storageAreaId: AREA_ID,
    storageAreaName: 'A-01',
    quantity,
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  logs,
});
const log = (id: string, reason: 'RECEIVE' | 'ISSUE', previousStock: number, stock: number) => ({
  id,
  reason,
  ref: null,
  previousStock,
  stock,
  createdAt: '2026-11-20T10:00:00.000Z',
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'PRINTER' });
});
afterEach(() => {
  clearStaff();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 60_000 });

const answersWith = (state: { quantity: number; posted: unknown[] }) => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'POST /api/printer/verify-staff': () =>
    ok({ valid: true, hasCheckedIn: true, message: 'OK', staff: STAFF }),
  'GET /api/printer/warehouses': () => ok({ status: 200, data: [WAREHOUSE] }),
  'GET /api/printer/storage-areas': () =>
    ok({
      status: 200,
      data: [
        {
          id: AREA_ID,
          warehouseId: WAREHOUSE.id,
          warehouseName: WAREHOUSE.name,
          name: 'A-01',
          itemCount: 1,
          totalStock: 10,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    }),
  'GET /api/printer/inventory-item': (_body: unknown, url: URL) =>
    url.searchParams.get('code') === 'TEE-BLACK-M'
      ? ok({
          status: 200,
          data: itemWith(
            state.quantity,
            state.quantity === 10
              ? [log('l1', 'RECEIVE', 0, 10)]
              : [log('l2', 'RECEIVE', 10, 22), log('l1', 'RECEIVE', 0, 10)],
          ),
        })
      : fail(404, 'No blank-apparel item you stock has this code'),
  'POST /api/printer/inventories': (body: unknown) => {
    state.posted.push(body);
    state.quantity = 22;
    return ok({
      status: 200,
      data: {
        id: 'f1a2b3c4-d5e6-4f7a-8b9c-0d1e2f3a4b5c',
        warehouseId: WAREHOUSE.id,
        warehouseName: WAREHOUSE.name,
        type: 'BLANK_APPAREL',
        action: 'IN',
        status: 'APPROVED',
        inventoryRefId: null,
        expectedAt: null,
        lines: [{ stockItemId: STOCK_ITEM_ID, name: 'Classic T-Shirt · Black / M', quantity: 12 }],
        totalQuantity: 12,
        createdAt: '2026-11-20T10:05:00.000Z',
        revertedAt: null,
      },
    });
  },
});

const scan = (value: string) => {
  const input = screen.getByTestId('floor-code-input');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('the inventory floor screen', () => {
  it('finds a scanned item, records a receipt into its area and shows the new stock', async () => {
    storeStaff(STAFF);
    const state = { quantity: 10, posted: [] as unknown[] };
    renderApp('/inventory', answersWith(state));
    await screen.findByTestId('floor-code-input', {}, SLOW);
    // The bare layout: no app shell (its navigation) around the kiosk.
    expect(screen.queryByRole('navigation')).toBeNull();

    scan('NOPE');
    expect((await screen.findByTestId('floor-code-error')).textContent).toContain(
      'No blank-apparel item you stock has this code',
    );

    scan(' TEE-BLACK-M ');
    expect((await screen.findByTestId('floor-item-stock')).textContent).toBe('10');
    expect(screen.getByTestId('floor-item-area').textContent).toBe('A-01');
    expect(screen.getAllByTestId('floor-log-row')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('floor-quantity'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('floor-record'));

    expect((await screen.findByTestId('floor-done')).textContent).toBe(
      'Received 12 units of Classic T-Shirt · Black / M',
    );
    expect(state.posted).toEqual([
      {
        wareHouseId: WAREHOUSE.id,
        blankApparelItems: [{ blankApparelItemId: BLANK_ID, quantity: 12, storageAreaId: AREA_ID }],
        isSubtractedStock: false,
        // The desk's checked-in member, recorded with the receipt (issue 32).
        staffId: STAFF.id,
        timezoneOffset: new Date().getTimezoneOffset(),
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('floor-item-stock').textContent).toBe('22'));
    expect(screen.getAllByTestId('floor-log-row')).toHaveLength(2);
  });

  it('records nothing without a staff member checked in: the check-in opens instead', async () => {
    const state = { quantity: 10, posted: [] as unknown[] };
    renderApp('/inventory', answersWith(state));
    await screen.findByTestId('floor-code-input', {}, SLOW);
    scan('TEE-BLACK-M');
    await screen.findByTestId('floor-item-stock');
    // The check-in asks at once, as in the shell; recording anyway asks again and sends nothing.
    expect(await screen.findByTestId('scan-staff-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('floor-record'));
    expect(screen.getByTestId('scan-staff-modal')).toBeTruthy();
    expect(state.posted).toEqual([]);
  });
});
