import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStaff, staffStore } from '../staff/staffSession';
import { openPackingSlip } from './packingSlip';

const ITEM = '11111111-1111-4111-8111-111111111111';
const STAFF_ID = '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11';

afterEach(() => {
  clearStaff();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the packing slip button', () => {
  it('fetches the PDF with the token and the staff id and shows it in the tab it opened', async () => {
    staffStore.set({ staffId: STAFF_ID, staff: null, isScanRequested: false });
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('%PDF-1.7', {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:slip');
    URL.revokeObjectURL = vi.fn();

    await openPackingSlip(ITEM);

    const asked = new URL(urls[0]!, 'http://localhost');
    expect(asked.pathname).toBe(`/api/printer/order-items/${ITEM}/packing-slip`);
    expect(asked.searchParams.get('staffId')).toBe(STAFF_ID);
    expect(asked.searchParams.get('timezoneOffset')).toBe(String(new Date().getTimezoneOffset()));
    expect(tab.location.href).toBe('blob:slip');
  });

  it('closes the tab when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ status: 404, message: 'Order item not found', errors: {} }),
            {
              status: 404,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(openPackingSlip(ITEM)).rejects.toThrow('Order item not found');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
