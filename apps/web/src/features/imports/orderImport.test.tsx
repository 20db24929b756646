import type { ImportQueue } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

const IMPORT_ID = '7d7f7a52-2a0e-4d5e-9a5c-3c3b1f9e2a11';
const JOB_ID = '0f5e1b8c-8d8c-4a4c-b2a6-2b9c1a3d4e5f';
const FIRST_LOAD = { timeout: 15_000 };

const anImport = (fields: Partial<ImportQueue> = {}): ImportQueue => ({
  id: IMPORT_ID,
  ownerId: 'a1c1e7e6-2b7c-4c0b-9f55-9c4c9a6d1a01',
  type: 'ORDER',
  status: 'PENDING',
  fileId: 'c0a8f3b2-4b1e-4d1f-8a7e-5b6c7d8e9f00',
  fileName: 'orders.xlsx',
  jobId: JOB_ID,
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
  createdOrders: 1,
  errors: [{ sheet: 'Orders', column: 'Product SKU or ID', line: 4, message: 'No such product' }],
});

const emptyList = () =>
  ok({
    status: 200,
    items: [],
    total: 0,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

/** An XMLHttpRequest stand-in: records what was sent, reports half the upload, then answers. */
class FakeUpload {
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, headers: this.headers, body });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ status: 200, data: anImport() });
      this.onload?.();
    }, 300);
  }
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  FakeUpload.sent = [];
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 60_000 });

describe('order import page', () => {
  it('uploads a file with its progress, follows the import and shows its report', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    signInAs({ type: 'SELLER' });
    const { calls } = renderApp('/s/order/import', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'POST /api/data-lists': emptyList,
      [`GET /api/import-queues/${IMPORT_ID}`]: () => ok({ status: 200, data: FINISHED }),
      'PUT /api/seller/orders': () =>
        ok({
          status: 200,
          data: { placed: ['6b12f2ee-0144-4987-95c9-b098c257e5b7'], refused: [] },
        }),
    });

    await screen.findByTestId('import-upload', {}, FIRST_LOAD);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['a,b'], 'orders.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });

    expect(await screen.findByText('Uploading… 50%')).toBeTruthy();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const [sent] = FakeUpload.sent;
    expect(sent!.url).toBe('/api/imports/orders');
    expect(sent!.headers.Authorization).toMatch(/^Bearer /);
    expect((sent!.body.get('file') as File).name).toBe('orders.csv');

    // Queued: the import is followed until the poll answers a final status.
    const current = await screen.findByTestId('import-current');
    expect(current.getAttribute('data-status')).toBe('PENDING');
    await waitFor(
      () =>
        expect(screen.getByTestId('import-current').getAttribute('data-status')).toBe(
          'FINISHED_WITH_ERRORS',
        ),
      { timeout: 6000 },
    );
    const errors = screen.getByTestId('import-report-errors');
    const row = within(errors).getAllByRole('row')[1]!;
    expect(within(row).getByText('Product SKU or ID')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('No such product')).toBeTruthy();
    expect(screen.getByText('1 line refused')).toBeTruthy();

    // The seller places the import's drafts at once, after saying yes.
    fireEvent.click(screen.getByTestId('place-drafts'));
    const dialog = await screen.findByTestId('place-drafts-confirm');
    expect(within(dialog).getByText(/every draft order of this import/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByText('1 order placed')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT' && call.path === '/api/seller/orders');
    expect(put?.body).toEqual({ importQueueId: IMPORT_ID });
  });

  it('shows why an upload was refused', async () => {
    class Refused extends FakeUpload {
      override send(body: FormData) {
        FakeUpload.sent.push({ url: '', headers: {}, body });
        setTimeout(() => {
          this.status = 400;
          this.responseText = JSON.stringify({
            status: 400,
            message: 'The file must be an XLSX or CSV spreadsheet',
            errors: {},
          });
          this.onload?.();
        }, 10);
      }
    }
    vi.stubGlobal('XMLHttpRequest', Refused);
    signInAs({ type: 'SELLER' });
    renderApp('/s/order/import', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'POST /api/data-lists': emptyList,
    });
    await screen.findByTestId('import-upload', {}, FIRST_LOAD);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png')] } });
    expect((await screen.findByTestId('import-upload-error')).textContent).toBe(
      'The file must be an XLSX or CSV spreadsheet',
    );
  });
});
