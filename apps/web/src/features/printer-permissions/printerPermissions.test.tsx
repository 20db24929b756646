import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { aUser } from '../../test/fixtures';
import { ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';

const PRINTER_ID = '99999999-9999-4999-8999-999999999999';
const TEE = '11111111-1111-4111-8111-111111111111';
const MUG = '22222222-2222-4222-8222-222222222222';
const HOODIE = '33333333-3333-4333-8333-333333333333';
const at = '2026-11-01T10:00:00.000Z';

const grant = (productTypeId: string, productTypeName: string, status: string) => ({
  productTypeId,
  productTypeName,
  status,
  updatedAt: at,
});

const productType = (id: string, name: string) => ({
  id,
  name,
  description: null,
  imageId: null,
  categoryId: null,
  categoryName: null,
  uploadType: { id: '44444444-4444-4444-8444-444444444444', name: 'Front', items: [] },
  status: 'ACTIVATED',
  isDisableCreateNewProduct: false,
  extraPrintPrice: 0,
  estimatedProcessingDay: 2,
  estimatedDeliveryDay: 5,
  isRequiredProductDesignDescription: false,
  shortSku: name.slice(0, 3).toUpperCase(),
  sides: 'One Side',
  attributes: [],
  items: [],
  hasBlankApparel: false,
  createdAt: at,
  updatedAt: at,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe("a supplier's product types", () => {
  it('the supplier pauses one on its profile; one an admin blocked cannot be switched', async () => {
    signInAs({ type: 'PRINTER', id: PRINTER_ID });
    let teeStatus = 'ACTIVATED';
    const mine = () =>
      ok({
        status: 200,
        data: [grant(TEE, 'Classic tee', teeStatus), grant(MUG, 'Mug', 'ADMIN_BLOCKED')],
      });
    const { calls } = renderApp(`/p/profile/edit/${PRINTER_ID}`, {
      'GET /api/printer/printer-permissions': mine,
      [`PUT /api/printer/printer-permissions/${TEE}`]: (body) => {
        teeStatus = (body as { status: string }).status;
        return mine();
      },
    });
    const rows = await screen.findAllByTestId('own-product-type', {}, SLOW);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Classic tee'),
      expect.stringContaining('Blocked by admin'),
    ]);
    expect(within(rows[1]!).queryByTestId('own-product-type-switch')).toBeNull();

    fireEvent.click(within(rows[0]!).getByTestId('own-product-type-switch'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        status: 'PRINTER_BLOCKED',
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('own-product-type')[0]!.textContent).toContain('Paused'),
    );
  });

  it("an admin grants and blocks types on the supplier's user page, saved as one list", async () => {
    const permissions = [
      'USER_DETAIL_ACCESS',
      'PRODUCT_TYPE_DETAIL_ACCESS',
      'PRODUCT_TYPE_DETAIL_UPDATE',
    ];
    signInAs({ type: 'ADMIN', permissions });
    const printer = {
      ...aUser({ id: PRINTER_ID, type: 'PRINTER', email: 'floor@print.test' }),
      roleId: null,
      createdAt: at,
    };
    const { calls } = renderApp(`/a/user/${PRINTER_ID}?m=view`, {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
      [`GET /api/users/${PRINTER_ID}`]: () => ok({ status: 200, data: printer }),
      'GET /api/product-types/all': () =>
        ok({
          status: 200,
          data: [
            productType(TEE, 'Classic tee'),
            productType(MUG, 'Mug'),
            productType(HOODIE, 'Hoodie'),
          ],
        }),
      [`GET /api/printer-permissions/${PRINTER_ID}`]: () =>
        ok({
          status: 200,
          data: [grant(TEE, 'Classic tee', 'PRINTER_BLOCKED'), grant(MUG, 'Mug', 'ACTIVATED')],
        }),
      [`PUT /api/printer-permissions/${PRINTER_ID}`]: (body) =>
        ok({ status: 200, data: [] as unknown[], body }),
    });
    const panel = await screen.findByTestId('printer-product-types', {}, SLOW);
    await waitFor(() =>
      expect(within(panel).getAllByTestId('printer-product-type')).toHaveLength(3),
    );
    const [tee, mug, hoodie] = within(panel).getAllByTestId('printer-product-type');
    // The supplier paused the tee: it is granted, and says so.
    expect(tee!.textContent).toContain('Blocked by supplier');
    const save = within(panel).getByTestId('printer-product-types-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(within(mug!).getByText('Blocked'));
    fireEvent.click(within(hoodie!).getByText('Granted'));
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        items: [
          { productTypeId: TEE, status: 'ACTIVATED' },
          { productTypeId: MUG, status: 'ADMIN_BLOCKED' },
          { productTypeId: HOODIE, status: 'ACTIVATED' },
        ],
      }),
    );
  });
});
