import type { ImportQueue } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

const IMPORT_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const FIRST_LOAD = { timeout: 15_000 };

const anImport = (fields: Partial<ImportQueue> = {}): ImportQueue => ({
  id: IMPORT_ID,
  ownerId: 'a1c1e7e6-2b7c-4c0b-9f55-9c4c9a6d1a01',
  type: 'PRODUCT',
  status: 'PENDING',
  fileId: 'c0a8f3b2-4b1e-4d1f-8a7e-5b6c7d8e9f00',
  fileName: 'products.xlsx',
  jobId: '0f5e1b8c-8d8c-4a4c-b2a6-2b9c1a3d4e5f',
  totalLines: 0,
  createdLines: 0,
  failedLines: 0,
  createdOrders: 0,
  message: null,
  errors: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...fields,
});

const FINISHED = anImport({
  status: 'FINISHED_WITH_ERRORS',
  totalLines: 3,
  createdLines: 2,
  failedLines: 1,
  errors: [
    {
      sheet: 'Products',
      column: 'Front Design URL',
      line: 3,
      message: 'The design is 72 dpi; it needs at least 150 dpi to print sharply',
    },
  ],
});

class FakeUpload {
  static urls: string[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  open(_method: string, url: string) {
    FakeUpload.urls.push(url);
  }
  setRequestHeader() {}
  send() {
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ status: 200, data: anImport() });
      this.onload?.();
    }, 50);
  }
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  FakeUpload.urls = [];
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 60_000 });

describe('product import page', () => {
  it('sends the file to the product import, lists only product imports and shows the report', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    signInAs({ type: 'SELLER' });
    const lists: unknown[] = [];
    renderApp('/s/product/import', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'POST /api/data-lists': (body) => {
        // The seller's stores, read at first load, are another list.
        if ((body as { model?: string }).model !== 'external-store') lists.push(body);
        return ok({
          status: 200,
          items: [],
          total: 0,
          isTotalEstimated: false,
          query: { filters: [], filtersRef: [], timezone: 'UTC' },
        });
      },
      [`GET /api/import-queues/${IMPORT_ID}`]: () => ok({ status: 200, data: FINISHED }),
    });

    await screen.findByTestId('import-upload', {}, FIRST_LOAD);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['a'], 'products.xlsx')] } });
    await waitFor(() => expect(FakeUpload.urls).toEqual(['/api/imports/products']));
    await waitFor(
      () =>
        expect(screen.getByTestId('import-current').getAttribute('data-status')).toBe(
          'FINISHED_WITH_ERRORS',
        ),
      { timeout: 6000 },
    );
    expect(screen.getByText('2 products created')).toBeTruthy();
    const rows = within(screen.getByTestId('import-report-errors')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Front Design URL')).toBeTruthy();
    expect(within(rows[1]!).getByText(/72 dpi/)).toBeTruthy();
    expect(JSON.stringify(lists[0])).toContain('"PRODUCT"');
  });
});
