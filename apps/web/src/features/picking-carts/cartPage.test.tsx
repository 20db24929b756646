import type { Cart } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderApp } from '../../test/testApp';
import { asPrinterOnDuty, STAFF_ON_DUTY } from '../../test/printerOnDuty';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };

const STAFF = STAFF_ON_DUTY;
const CART_ID = '5c0f6a9e-2b1d-4c3e-8f7a-6b5c4d3e2f10';
const ORDER_A = '11111111-1111-4111-8111-111111111111';
const ORDER_B = '22222222-2222-4222-8222-222222222222';
const step = (unit: string, bin: number, area: string | null) => ({
  unit,
  orderItemId: '33333333-3333-4333-8333-333333333333',
  bin,
  state: 'PLANNED' as const,
  storageAreaName: area,
  productTitle: 'Logo tee',
  productTypeName: 'Classic T-Shirt',
  variantName: 'Black / M',
});
const CART: Cart = {
  id: CART_ID,
  status: 'OPEN',
  bins: 2,
  units: 3,
  picked: 0,
  createdAt: '2026-11-29T10:00:00.000Z',
  closedAt: null,
  binList: [
    { bin: 1, orderId: ORDER_A, units: 1, picked: 0, short: 0, isFull: false },
    { bin: 2, orderId: ORDER_B, units: 2, picked: 0, short: 0, isFull: false },
  ],
  walk: [
    step('ABCD1234EFGH_1', 2, 'A-01'),
    step('ZXCV5678QWER_1', 1, 'B-02'),
    step('ABCD1234EFGH_2', 2, null),
  ],
};

asPrinterOnDuty();

describe('a picking cart (issue 32)', () => {
  it('shows the walk by area, tells a scanned unit its bin, and says why a second scan is refused', async () => {
    const scanned = new Set<string>();
    const { calls } = renderApp(`/p/picking-cart/${CART_ID}`, {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'POST /api/printer/verify-staff': () =>
        ok({ valid: true, hasCheckedIn: true, message: 'OK', staff: STAFF }),
      [`GET /api/printer/carts/${CART_ID}`]: () => ok({ status: 200, data: CART }),
      [`POST /api/printer/carts/${CART_ID}/scan`]: (body) => {
        const { code } = body as { code: string };
        if (scanned.has(code)) return fail(409, `Unit ${code} was already scanned into bin 2`);
        scanned.add(code);
        return ok({
          status: 200,
          message: `Unit ${code} goes into bin 2`,
          data: {
            unit: code,
            bin: 2,
            orderId: ORDER_B,
            to: 'PICKED',
            binUnits: 2,
            binPicked: 1,
            isBinFull: false,
            isCartDone: false,
          },
        });
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-step')).toHaveLength(3), WAIT);
    expect(screen.getAllByTestId('cart-step-area').map((area) => area.textContent)).toEqual([
      'A-01',
      'B-02',
      'No storage area',
    ]);
    expect(screen.getAllByTestId('cart-bin')).toHaveLength(2);

    const input = screen.getByTestId('cart-scan-input');
    fireEvent.change(input, { target: { value: 'ABCD1234EFGH_1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('cart-answer-bin').textContent).toBe('Bin 2'));
    expect(screen.getByTestId('cart-answer-message').textContent).toBe(
      'Unit ABCD1234EFGH_1 goes into bin 2',
    );
    expect(screen.getByTestId('cart-answer').textContent).toContain('1 of 2 units in this bin');
    const sent = calls.find((call) => call.path === `/api/printer/carts/${CART_ID}/scan`);
    expect(sent?.body).toMatchObject({ code: 'ABCD1234EFGH_1', staffId: STAFF.id });

    fireEvent.change(input, { target: { value: 'ABCD1234EFGH_1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('cart-refused').textContent).toBe(
        'Unit ABCD1234EFGH_1 was already scanned into bin 2',
      ),
    );
  });
});
