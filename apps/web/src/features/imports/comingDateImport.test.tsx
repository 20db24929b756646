import type { ImportQueue } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';

const IMPORT_ID = '6c3f5d2e-9b4e-4f70-8c1d-2e3f4a5b6c7d';
const FIRST_LOAD = SLOW;

const FINISHED: ImportQueue = {
  id: IMPORT_ID,
  ownerId: 'b2d2f8f7-3c8d-4d1c-8a66-8d5dab7e2b02',
  type: 'ORDER_ITEM_COMING_STOCK_DATE',
  status: 'FINISHED_WITH_ERRORS',
  fileId: 'd1b9f4c3-5c2f-4e20-9b8f-6c7d8e9f0a11',
  fileName: 'coming.xlsx',
  jobId: '1a6f2c9d-9e9d-4b5d-83b7-3cad2b4e5f60',
  totalLines: 2,
  createdLines: 1,
  failedLines: 1,
  createdOrders: 0,
  message: null,
  errors: [
    {
      sheet: 'Coming Dates',
      column: 'Coming Date',
      line: 3,
      message: 'The coming date must be a day written YYYY-MM-DD',
    },
  ],
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: '2026-11-23T10:00:01.000Z',
  finishedAt: '2026-11-23T10:00:02.000Z',
};

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
      this.responseText = JSON.stringify({ status: 200, data: { ...FINISHED, status: 'PENDING' } });
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

describe('coming-date import page', () => {
  it("sends the admin's file to the spec's path, lists only its kind and shows the report", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const permissions = ['IMPORT_QUEUE_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE'];
    signInAs({ type: 'ADMIN', permissions });
    const lists: unknown[] = [];
    renderApp('/a/import-coming-date', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
      'GET /api/pending-tasks': () => ok({ status: 200, data: {} }),
      'POST /api/data-lists': (body) => {
        lists.push(body);
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
    fireEvent.change(input, { target: { files: [new File(['a'], 'coming.xlsx')] } });
    await waitFor(() =>
      expect(FakeUpload.urls).toEqual(['/api/import-queues/order-item-coming-stock-date']),
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('import-current').getAttribute('data-status')).toBe(
          'FINISHED_WITH_ERRORS',
        ),
      { timeout: 6000 },
    );
    expect(screen.getByText('1 coming date set')).toBeTruthy();
    expect(screen.getByText('The coming date must be a day written YYYY-MM-DD')).toBeTruthy();
    expect(JSON.stringify(lists[0])).toContain('ORDER_ITEM_COMING_STOCK_DATE');
  });
});
