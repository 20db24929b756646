import { DESIGN_MESSAGES } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';
import { FRONT_ID, frontPosition, teeProductType, TYPE_ID } from './testProductType';

const DESIGN_ID = '77777777-7777-4777-8777-777777777777';
const at = '2024-05-01T10:00:00.000Z';

const front = frontPosition(3000, 3600);
const productType = teeProductType(front, at);
const design = {
  id: DESIGN_ID,
  kind: 'DESIGN',
  name: 'sharp.png',
  width: 3000,
  height: 3600,
  dpi: 300,
  uploadTypeItemId: FRONT_ID,
  url: `/api/catalog/images/${DESIGN_ID}`,
  thumbnailUrl: null,
  createdAt: at,
};
const product = {
  id: '88888888-8888-4888-8888-888888888888',
  code: 'P-0001',
  sellerId: 'u-1',
  sellerFullName: 'Sam Seller',
  productTypeId: TYPE_ID,
  productTypeName: 'Classic tee',
  title: 'Sunset tee',
  sku: 'SUN-1',
  description: null,
  designDescription: null,
  status: 'ACTIVATED',
  printDesigns: [
    { uploadTypeItemId: FRONT_ID, uploadTypeItemName: 'Front', type: 'FRONT', design },
  ],
  mockups: [],
  createdAt: at,
  updatedAt: at,
};

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('seller product create', () => {
  beforeEach(() => {
    signOutQuietly();
    signInAs({ type: 'SELLER' });
  });

  it('uploads a design per print position, shows a DPI refusal and sends the design', async () => {
    const lowDpi = DESIGN_MESSAGES.lowDpi(72);
    let uploads = 0;
    const answers: Answers = {
      'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
      'POST /api/seller/designs': () => {
        uploads += 1;
        return uploads === 1
          ? fail(400, lowDpi, { file: lowDpi })
          : ok({ status: 200, data: design });
      },
      'POST /api/seller/product': () => ok({ status: 200, data: product }),
      [`GET /api/seller/product/${product.id}`]: () => ok({ status: 200, data: product }),
    };
    const { calls } = renderApp('/s/product/create', answers);
    fireEvent.click(await screen.findByTestId('product-type-select', {}, PATIENT));
    // The dropdown is still in its opening transition in jsdom, hence hidden: true.
    fireEvent.click(
      await screen.findByRole('option', { name: 'Classic tee', hidden: true }, PATIENT),
    );

    const input = await screen.findByTestId('design-input-FRONT');
    const blurry = new File(['x'], 'blurry.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [blurry] } });
    expect((await screen.findByTestId('design-error-FRONT', {}, PATIENT)).textContent).toBe(lowDpi);
    const upload = calls.find((call) => call.path === '/api/seller/designs');
    expect(upload?.url.searchParams.get('uploadTypeItemId')).toBe(FRONT_ID);

    const sharp = new File(['x'], 'sharp.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('design-input-FRONT'), { target: { files: [sharp] } });
    expect((await screen.findByTestId('design-file-FRONT', {}, PATIENT)).textContent).toContain(
      'sharp.png',
    );
    expect(screen.queryByTestId('design-error-FRONT')).toBeNull();

    fireEvent.change(screen.getByTestId('product-title'), { target: { value: 'Sunset tee' } });
    fireEvent.change(screen.getByTestId('product-sku'), { target: { value: 'SUN-1' } });
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/seller/product')?.body).toEqual({
        productTypeId: TYPE_ID,
        title: 'Sunset tee',
        sku: 'SUN-1',
        description: null,
        designDescription: null,
        printDesigns: [{ uploadTypeItemId: FRONT_ID, designId: DESIGN_ID }],
        mockupIds: [],
      }),
    );
  });
});

describe('warehouse code scan', () => {
  beforeEach(() => {
    signOutQuietly();
    signInAs({ type: 'WAREHOUSE' });
  });

  it('shows the product of a scanned code, and the server message for an unknown one', async () => {
    renderApp('/wh/scan-code-product', {
      'GET /api/warehouse/scan-code-product/P-0001': () => ok({ status: 200, data: product }),
      'GET /api/warehouse/scan-code-product/NOPE': () => fail(404, 'The product does not exist'),
      'GET /api/warehouse/scan-code-product/P-0001/stock': () =>
        ok({
          status: 200,
          data: {
            productId: product.id,
            items: [
              {
                blankApparelItemId: '99999999-9999-4999-8999-999999999999',
                sku: 'TEE-BLACK-M',
                name: 'Classic T-Shirt · Black / M',
                totalStock: 40,
                places: [
                  {
                    printerName: 'Pia Printer',
                    warehouseName: 'Dock A',
                    storageAreaName: 'A-01',
                    quantity: 40,
                  },
                ],
              },
            ],
          },
        }),
    });
    const input = await screen.findByTestId('scan-code-input', {}, PATIENT);
    fireEvent.change(input, { target: { value: 'P-0001' } });
    fireEvent.click(screen.getByTestId('scan-code-submit'));
    expect((await screen.findByTestId('product-view-title', {}, PATIENT)).textContent).toBe(
      'Sunset tee',
    );
    expect(screen.getByTestId('product-view-code').textContent).toBe('P-0001');
    // Where the product's blanks are kept (the stock module's answer for the same code).
    expect(
      (await screen.findAllByTestId('product-stock-area', {}, PATIENT)).map(
        (cell) => cell.textContent,
      ),
    ).toEqual(['A-01']);
    expect(screen.getByTestId('product-stock-quantity').textContent).toBe('40');

    fireEvent.change(input, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByTestId('scan-code-submit'));
    expect((await screen.findByTestId('scan-code-error', {}, PATIENT)).textContent).toContain(
      'The product does not exist',
    );
    expect(screen.queryByTestId('product-view')).toBeNull();
  });
  it("shows the product's design as a picture, fetched with the token", async () => {
    const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    // jsdom has no object URLs.
    Object.assign(URL, {
      createObjectURL: () => 'blob:http://localhost/design',
      revokeObjectURL: vi.fn(),
    });
    try {
      const { calls } = renderApp('/wh/scan-code-product', {
        'GET /api/warehouse/scan-code-product/P-0001': () => ok({ status: 200, data: product }),
        [`GET /api/catalog/images/${DESIGN_ID}`]: () =>
          new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            status: 200,
            headers: { 'Content-Type': 'image/png' },
          }),
      });
      const input = await screen.findByTestId('scan-code-input', {}, PATIENT);
      fireEvent.change(input, { target: { value: 'P-0001' } });
      fireEvent.click(screen.getByTestId('scan-code-submit'));
      const picture = await screen.findByTestId('product-view-design-FRONT', {}, PATIENT);
      await waitFor(() => expect(picture.getAttribute('src')).toBe('blob:http://localhost/design'));
      expect(picture.getAttribute('alt')).toBe('sharp.png');
      expect(calls.filter((call) => call.path === `/api/catalog/images/${DESIGN_ID}`)).toHaveLength(
        1,
      );
    } finally {
      Object.assign(URL, jsdomUrl);
    }
  });
});
