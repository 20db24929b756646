import type { PrintDesigns, Product } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

/** The machine is shared: a lazy page and its first answers may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const ITEM = '11111111-1111-4111-8111-111111111111';
const PRODUCT = '33333333-3333-4333-8333-333333333333';
const FRONT = '55555555-5555-4555-8555-555555555555';
const BACK = '66666666-6666-4666-8666-666666666666';

const designs: PrintDesigns = {
  orderItemId: ITEM,
  code: 'K7Q2M9XW4R',
  orderSelfId: '#1A2B3C4D-1',
  productTitle: 'Front and back tee',
  productTypeName: 'Classic T-Shirt',
  quantity: 2,
  designs: [
    {
      uploadTypeItemId: FRONT,
      positionName: 'Front',
      type: 'FRONT',
      fileName: 'duo-front.png',
      width: 4500,
      height: 5400,
      dpi: 300,
      isReplaced: true,
    },
    {
      uploadTypeItemId: BACK,
      positionName: 'Back',
      type: 'BACK',
      fileName: 'duo-back.png',
      width: 3000,
      height: 3000,
      dpi: null,
      isReplaced: false,
    },
  ],
};

const image = (id: string, name: string, dpi: number | null) => ({
  id,
  kind: 'DESIGN' as const,
  name,
  width: 4500,
  height: 5400,
  dpi,
  uploadTypeItemId: FRONT,
  url: `/api/catalog/images/${id}`,
  thumbnailUrl: `/api/catalog/images/${id}?size=thumbnail`,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const product: Product = {
  id: PRODUCT,
  code: 'PCODE1',
  sellerId: 'u-1',
  sellerFullName: 'Sam Seller',
  productTypeId: 'pt-1',
  productTypeName: 'Classic T-Shirt',
  title: 'Front and back tee',
  sku: 'PF-DUO-TEE',
  description: null,
  designDescription: null,
  status: 'ACTIVATED',
  printDesigns: [
    {
      uploadTypeItemId: FRONT,
      uploadTypeItemName: 'Front',
      type: 'FRONT',
      design: image('77777777-7777-4777-8777-777777777777', 'duo-front.png', 300),
    },
  ],
  mockups: [],
  generatedMockup: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const png = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    status: 200,
    headers: { 'Content-Type': 'image/png' },
  });

const shell: Answers = {
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
  'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  'GET /api/events/notifies': () => ok({ status: 200, data: [] }),
};

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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/p/print-design/:code', () => {
  it(
    "shows each position's design with its size and density, and downloads one or all",
    async () => {
      signInAs({ type: 'PRINTER' });
      const { calls } = renderApp('/p/print-design/K7Q2M9XW4R', {
        ...shell,
        'GET /api/printer/print-designs/K7Q2M9XW4R': () => ok({ status: 200, data: designs }),
        'GET /api/printer/download-print-designs': png,
      });
      const cards = await screen.findAllByTestId('print-design', {}, WAIT);
      expect(cards).toHaveLength(2);
      expect(screen.getAllByTestId('print-design-size').map((node) => node.textContent)).toEqual([
        '4500 × 5400 px',
        '3000 × 3000 px',
      ]);
      expect(screen.getAllByTestId('print-design-dpi').map((node) => node.textContent)).toEqual([
        '300 dpi',
        'No declared density',
      ]);
      expect(screen.getByTestId('print-designs-order').textContent).toContain('#1A2B3C4D-1');
      // The front is the printer's own upload for this item.
      expect(screen.getAllByTestId('print-design-replaced')).toHaveLength(1);
      expect(cards[0]!.textContent).toContain('Uploaded for this item');

      const downloads = () =>
        calls.filter((call) => call.path === '/api/printer/download-print-designs');
      const before = downloads().length;
      fireEvent.click(screen.getByTestId('print-designs-download-all'));
      await waitFor(() => expect(downloads().length).toBe(before + 1), WAIT);
      const all = downloads().at(-1)!.url.searchParams;
      expect(all.get('code')).toBe('K7Q2M9XW4R');
      expect(all.get('uploadTypeItemId')).toBeNull();

      fireEvent.click(screen.getAllByTestId('print-design-download')[1]!);
      await waitFor(
        () => expect(downloads().at(-1)!.url.searchParams.get('uploadTypeItemId')).toBe(BACK),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'shows the not-found page for a code that is not one of the printer’s items',
    async () => {
      signInAs({ type: 'PRINTER' });
      renderApp('/p/print-design/NOPE', {
        ...shell,
        'GET /api/printer/print-designs/NOPE': () => fail(404, 'No item of yours has this code'),
      });
      expect(await screen.findByTestId('error-page', {}, WAIT)).toBeTruthy();
      expect(screen.queryByTestId('print-design')).toBeNull();
    },
    TEST_TIMEOUT,
  );
});

describe('/s/print-design/:id', () => {
  it(
    "shows the seller's product designs and downloads the file",
    async () => {
      signInAs({ type: 'SELLER' });
      const { calls } = renderApp(`/s/print-design/${PRODUCT}`, {
        ...shell,
        [`GET /api/seller/product/${PRODUCT}`]: () => ok({ status: 200, data: product }),
        [`GET /api/catalog/images/${product.printDesigns[0]!.design.id}`]: png,
      });
      const [card] = await screen.findAllByTestId('print-design', {}, WAIT);
      expect(card!.textContent).toContain('Front');
      expect(screen.getByTestId('print-design-dpi').textContent).toBe('300 dpi');
      expect(screen.getByTestId('print-designs-product').textContent).toContain('PF-DUO-TEE');
      fireEvent.click(screen.getByTestId('print-design-download'));
      await waitFor(
        () =>
          expect(
            calls.some(
              (call) =>
                call.path === `/api/catalog/images/${product.printDesigns[0]!.design.id}` &&
                !call.url.searchParams.has('size'),
            ),
          ).toBe(true),
        WAIT,
      );
    },
    TEST_TIMEOUT,
  );
});

describe('/p/mass-download: upload print designs', () => {
  it(
    'sends the chosen files and lists what was replaced and what was refused, with why',
    async () => {
      signInAs({ type: 'PRINTER' });
      const { calls } = renderApp('/p/mass-download', {
        ...shell,
        'POST /api/printer/mass-upload-print-designs': () =>
          ok({
            status: 200,
            data: {
              replaced: [
                {
                  fileName: 'K7Q2M9XW4R7A-Front.png',
                  code: 'K7Q2M9XW4R7A',
                  orderItemId: ITEM,
                  positionName: 'Front',
                },
              ],
              refused: [
                { fileName: 'photo.png', reason: 'Name the file <slip code>-<print position>' },
              ],
            },
          }),
      });
      const section = await screen.findByTestId('mass-upload-designs', {}, WAIT);
      const start = screen.getByTestId('mass-upload-start') as HTMLButtonElement;
      expect(start.disabled).toBe(true);
      const input = section.querySelector('input[type="file"]') as HTMLInputElement;
      const files = [
        new File([new Uint8Array([0x89, 0x50])], 'K7Q2M9XW4R7A-Front.png', { type: 'image/png' }),
        new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' }),
      ];
      fireEvent.change(input, { target: { files } });
      await waitFor(() => expect(start.disabled).toBe(false), WAIT);
      fireEvent.click(start);
      expect((await screen.findByTestId('mass-upload-replaced', {}, WAIT)).textContent).toContain(
        'K7Q2M9XW4R7A-Front.png',
      );
      expect(screen.getByTestId('mass-upload-refused').textContent).toContain(
        'photo.png: Name the file',
      );
      expect(screen.getByText('1 design replaced')).toBeTruthy();
      expect(
        calls.filter((call) => call.path === '/api/printer/mass-upload-print-designs'),
      ).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );
});
