import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import {
  fail,
  ok,
  renderApp,
  signInAs,
  signOutQuietly,
  SLOW,
  type Answers,
} from '../../test/testApp';
import { FRONT_ID, frontPosition, teeProductType, TYPE_ID } from './testProductType';

/* Issue 36's generated mockups: the seller sees and downloads its product's mockup; an admin sets
 * a product type's mockup background with its print area. */

const MOCKUP_ID = '99999999-9999-4999-8999-999999999999';
const BACKGROUND_ID = '55555555-5555-4555-8555-555555555555';
const at = '2026-11-01T10:00:00.000Z';

const image = (id: string, kind: string, name: string, width: number, height: number) => ({
  id,
  kind,
  name,
  width,
  height,
  dpi: null,
  uploadTypeItemId: null,
  url: `/api/catalog/images/${id}`,
  thumbnailUrl: `/api/catalog/images/${id}?size=thumbnail`,
  createdAt: at,
});

const front = frontPosition(1500, 1800);
const productType = teeProductType(front, at);
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
    {
      uploadTypeItemId: FRONT_ID,
      uploadTypeItemName: 'Front',
      type: 'FRONT',
      design: { ...image('77777777-7777-4777-8777-777777777777', 'DESIGN', 'd.png', 1500, 1800) },
    },
  ],
  mockups: [],
  generatedMockup: image(MOCKUP_ID, 'MOCKUP', 'mockup-88888888.png', 600, 400),
  createdAt: at,
  updatedAt: at,
};

const png = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    status: 200,
    headers: { 'Content-Type': 'image/png' },
  });

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: () => 'blob:http://localhost/file',
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the seller's product", () => {
  it('shows its generated mockup and downloads it', async () => {
    signInAs({ type: 'SELLER' });
    const answers: Answers = {
      'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
      [`GET /api/seller/product/${product.id}`]: () => ok({ status: 200, data: product }),
      [`GET /api/seller/product/${product.id}/mockup`]: png,
      [`GET /api/catalog/images/${MOCKUP_ID}`]: png,
    };
    const { calls } = renderApp(`/s/product/${product.id}`, answers);
    const section = await screen.findByTestId('generated-mockup', {}, SLOW);
    expect(within(section).getByText('Generated mockup')).toBeTruthy();
    expect(section.textContent).toContain('600 × 400 px');
    fireEvent.click(within(section).getByTestId('generated-mockup-download'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/seller/product/${product.id}/mockup`)).toBe(
        true,
      ),
    );
  });

  it('shows no mockup section while none was made', async () => {
    signInAs({ type: 'SELLER' });
    const answers: Answers = {
      'GET /api/seller/product-types': () => ok({ status: 200, data: [productType] }),
      [`GET /api/seller/product/${product.id}`]: () =>
        ok({ status: 200, data: { ...product, generatedMockup: null } }),
    };
    renderApp(`/s/product/${product.id}`, answers);
    await screen.findByTestId('product-title', {}, SLOW);
    expect(screen.queryByTestId('generated-mockup')).toBeNull();
  });
});

describe("a product type's mockup background", () => {
  const catalogue: Answers = {
    [`GET /api/product-types/${TYPE_ID}`]: () => ok({ status: 200, data: productType }),
    'GET /api/attributes': () => ok({ status: 200, data: [] }),
    'GET /api/upload-types': () => ok({ status: 200, data: [] }),
    'GET /api/apps/datalist-filter/attribute': () => ok({ status: 200, data: [] }),
    'GET /api/product-type-categories': () => ok({ status: 200, data: [] }),
    [`GET /api/catalog/images/${BACKGROUND_ID}`]: png,
  };

  it('uploads a background, sends the print area and shows the field refusal', async () => {
    signInAs({
      type: 'ADMIN',
      permissions: [
        'PRODUCT_TYPE_ACCESS',
        'PRODUCT_TYPE_DETAIL_ACCESS',
        'PRODUCT_TYPE_DETAIL_UPDATE',
      ],
    });
    const outside = 'The print area must lie inside the background (600 x 400 px)';
    let saves = 0;
    const answers: Answers = {
      ...catalogue,
      [`GET /api/product-types/${TYPE_ID}/mockup-background`]: () =>
        ok({ status: 200, data: null }),
      'POST /api/catalog/images': () =>
        ok({ status: 200, data: image(BACKGROUND_ID, 'CATALOG', 'bg.png', 600, 400) }),
      [`PUT /api/product-types/${TYPE_ID}/mockup-background`]: () => {
        saves += 1;
        return fail(400, outside, { width: outside });
      },
    };
    const { calls } = renderApp(`/a/product-type/${TYPE_ID}?m=edit`, answers);
    await screen.findByTestId('product-type-save', {}, SLOW);
    const section = await screen.findByTestId('mockup-background', {}, SLOW);
    expect(within(section).getByTestId('mockup-background-none')).toBeTruthy();
    const input = section.querySelector('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'bg.png', { type: 'image/png' })] },
    });
    const x = await within(section).findByTestId('mockup-background-x', {}, SLOW);
    // The starting area is the image's middle half.
    expect((x as HTMLInputElement).value).toBe('150');
    fireEvent.change(within(section).getByTestId('mockup-background-width'), {
      target: { value: '500' },
    });
    fireEvent.click(within(section).getByTestId('mockup-background-save'));
    await waitFor(() => expect(saves).toBe(1));
    expect(
      calls.find(
        (call) =>
          call.method === 'PUT' && call.path === `/api/product-types/${TYPE_ID}/mockup-background`,
      )?.body,
    ).toEqual({ imageId: BACKGROUND_ID, x: 150, y: 100, width: 500, height: 200 });
    expect(await within(section).findByText(outside)).toBeTruthy();
  });
});
