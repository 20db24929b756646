import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

const TYPE_ID = '11111111-1111-4111-8111-111111111111';
const UPLOAD_TYPE_ID = '22222222-2222-4222-8222-222222222222';
const at = '2024-05-01T10:00:00.000Z';

const uploadType = {
  id: UPLOAD_TYPE_ID,
  name: 'Front only',
  attributeId: null,
  isGroupType: false,
  isFlexibleDimension: false,
  items: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      type: 'FRONT',
      name: 'Front',
      width: 3000,
      height: 3600,
      isRequired: true,
      attributeOptionId: null,
    },
  ],
  createdAt: at,
  updatedAt: at,
};

const attribute = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Colour',
  element: 'COLOR',
  option: 'COLOR',
  options: [
    { id: '55555555-5555-4555-8555-555555555555', name: 'White', value: '#FFFFFF', sortOrder: 0 },
  ],
  createdAt: at,
  updatedAt: at,
};

const productType = {
  id: TYPE_ID,
  name: 'Classic tee',
  description: null,
  imageId: null,
  categoryId: null,
  categoryName: null,
  uploadType: { id: UPLOAD_TYPE_ID, name: 'Front only', items: uploadType.items },
  status: 'INACTIVATED',
  isDisableCreateNewProduct: false,
  extraPrintPrice: 150,
  estimatedProcessingDay: 2,
  estimatedDeliveryDay: 5,
  isRequiredProductDesignDescription: false,
  shortSku: 'TEE',
  sides: 'One Side',
  attributes: [
    {
      id: attribute.id,
      name: 'Colour',
      element: 'COLOR',
      option: 'COLOR',
      options: [{ id: attribute.options[0]!.id, name: 'White', value: '#FFFFFF' }],
    },
  ],
  items: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      attributeOptionIds: [attribute.options[0]!.id],
      name: 'White',
      price: 999,
      status: 'ACTIVATED',
      imageId: null,
      height: null,
      length: null,
      width: null,
      weight: 0.2,
      shippingDescription: null,
      shippingSku: null,
    },
  ],
  hasBlankApparel: false,
  createdAt: at,
  updatedAt: at,
};

const serve = (extra: Answers = {}): Answers => ({
  [`GET /api/product-types/${TYPE_ID}`]: () => ok({ status: 200, data: productType }),
  'GET /api/attributes': () => ok({ status: 200, data: [attribute] }),
  'GET /api/upload-types': () => ok({ status: 200, data: [uploadType] }),
  'GET /api/product-type-categories': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/attribute': () => ok({ status: 200, data: [] }),
  ...extra,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({
    type: 'ADMIN',
    permissions: [
      'ATTRIBUTE_ACCESS',
      'PRODUCT_TYPE_ACCESS',
      'PRODUCT_TYPE_DETAIL_ACCESS',
      'PRODUCT_TYPE_DETAIL_UPDATE',
    ],
  });
});
afterEach(() => vi.unstubAllGlobals());
// The page, its lazy chunk and four catalogue calls: slower than one lazy screen on a busy machine.
const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

describe('product type form', () => {
  it('shows prices in dollars and sends them in cents', async () => {
    const { calls } = renderApp(
      `/a/product-type/${TYPE_ID}?m=edit`,
      serve({
        [`PUT /api/product-types/${TYPE_ID}`]: () => ok({ status: 200, data: productType }),
      }),
    );
    const price = await screen.findByTestId('product-type-item-price', {}, PATIENT);
    expect((price as HTMLInputElement).value).toBe('$9.99');
    fireEvent.change(price, { target: { value: '12.50' } });
    fireEvent.change(screen.getByTestId('product-type-extra-print-price'), {
      target: { value: '2.05' },
    });
    fireEvent.click(screen.getByTestId('product-type-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        name: 'Classic tee',
        uploadTypeId: UPLOAD_TYPE_ID,
        extraPrintPrice: 205,
        attributes: [{ attributeId: attribute.id, optionIds: [attribute.options[0]!.id] }],
        items: [{ attributeOptionIds: [attribute.options[0]!.id], price: 1250, weight: 0.2 }],
      }),
    );
  });

  it('asks before activating and shows the refusal of a type without a blank apparel', async () => {
    const refusal = 'A product type cannot be activated without a blank apparel';
    const { calls } = renderApp(
      `/a/product-type/${TYPE_ID}?m=edit`,
      serve({
        [`PUT /api/product-types/${TYPE_ID}/status`]: () => fail(400, refusal, { status: refusal }),
      }),
    );
    fireEvent.click(await screen.findByTestId('product-type-status', {}, PATIENT));
    expect(calls.some((call) => call.path.endsWith('/status'))).toBe(false);
    const dialog = await screen.findByTestId('product-type-status-confirm');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect((await screen.findByTestId('product-type-status-error')).textContent).toContain(refusal);
    expect(calls.find((call) => call.path.endsWith('/status'))?.body).toEqual({
      status: 'ACTIVATED',
    });
    expect(screen.getByTestId('product-type-status-badge').textContent).toBe('Inactive');
  });
});

describe('a detail page whose record cannot be read', () => {
  it('shows the 404 page instead of loading for ever', async () => {
    renderApp(
      `/a/product-type/${TYPE_ID}?m=edit`,
      serve({
        [`GET /api/product-types/${TYPE_ID}`]: () => fail(404, 'The product type was not found'),
      }),
    );
    expect((await screen.findByTestId('error-status', {}, PATIENT)).textContent).toBe('404');
    expect(screen.queryByTestId('product-type-status')).toBeNull();
  });
});

describe('attribute list', () => {
  it('asks the attribute model and renders its columns', async () => {
    const { calls } = renderApp(
      '/a/attributes',
      serve({
        'POST /api/data-lists': () =>
          ok({
            status: 200,
            items: [
              {
                id: attribute.id,
                name: 'Colour',
                element: 'COLOR',
                option: 'IMAGE',
                optionCount: 2,
                optionNames: 'White, Black',
                createdAt: at,
                updatedAt: at,
                updatable: true,
              },
            ],
            total: 1,
            isTotalEstimated: false,
            query: { filters: [], filtersRef: [], timezone: 'UTC' },
          }),
      }),
    );
    const row = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      model: 'attribute',
    });
    for (const header of ['Name', 'Element', 'Shown as', 'Options', 'Number of options']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    expect(row.textContent).toContain('White, Black');
    expect(row.textContent).toContain('Image');
    expect(within(row).getByText('Colour', { selector: 'a' }).getAttribute('href')).toBe(
      `/a/attribute/${attribute.id}?m=edit`,
    );
    expect(screen.getByTestId('attribute-create').getAttribute('href')).toBe('/a/attribute/create');
  });
});
