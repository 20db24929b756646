import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, type Call } from '../../test/testApp';
import { staffStore } from '../staff/staffSession';

const STAFF_ID = '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11';
const ORDER_ID = '5a1e4c1e-1b7e-4f55-8f0a-3d7f7c9b2a10';
const FIRST_LOAD = { timeout: 15_000 };

const record = (fields: Record<string, unknown>) => ({
  id: 'c0a8f3b2-4b1e-4d1f-8a7e-5b6c7d8e9f00',
  updatable: false,
  trackCode: '9400111899223197428490',
  status: 'CORRECT',
  shipmentOrderId: ORDER_ID,
  orderItemId: null,
  description: null,
  images: [],
  packingSlipImageIds: [],
  staffName: 'Lan',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...fields,
});

const page = (items: unknown[]) => ({
  status: 200,
  items,
  total: items.length,
  isTotalEstimated: false,
  query: { filters: [], filtersRef: [], timezone: 'UTC' },
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  staffStore.set({ staffId: STAFF_ID, staff: null, isScanRequested: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  staffStore.set({ staffId: null, staff: null, isScanRequested: false });
});
vi.setConfig({ testTimeout: 60_000 });

describe('shipment tracker page (/p/shipment-tracker)', () => {
  it('scans a code on Enter with the staff member, shows its badge and lists the records', async () => {
    signInAs({ type: 'PRINTER' });
    let rows: unknown[] = [record({ id: 'd1', trackCode: 'MISSED-1', status: 'MISSED' })];
    const { calls } = renderApp('/p/shipment-tracker', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'POST /api/data-lists': () => ok(page(rows)),
      'POST /api/printer/shipment-trackers': () => {
        rows = [record({ isRepeated: false }), ...rows];
        return ok({ status: 200, data: record({ isRepeated: false }) });
      },
    });

    const input = await screen.findByTestId('shipment-code', {}, FIRST_LOAD);
    expect(await screen.findByTestId('shipment-status-MISSED')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' 9400111899223197428490 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const scanned = await screen.findByTestId('shipment-scanned');
    expect(within(scanned).getByTestId('shipment-status-CORRECT').textContent).toBe('Correct');
    const sent = calls.find((call: Call) => call.path === '/api/printer/shipment-trackers');
    expect(sent?.body).toMatchObject({ trackCode: '9400111899223197428490', staffId: STAFF_ID });
    await waitFor(() => expect(screen.getAllByTestId('shipment-status-CORRECT')).toHaveLength(2));
    const lists = calls.filter((call: Call) => call.path === '/api/data-lists');
    expect(lists[0]?.body).toMatchObject({ model: 'shipment-tracker' });
  });
});
