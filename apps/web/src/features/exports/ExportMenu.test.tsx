import type { DataListQuery } from '@platfox/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import ExportMenu from './ExportMenu';

// The live channel: the test sends job_progress events itself.
const live = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('../../platform/live/socket', () => ({
  useLiveEvent: (name: string, handler: (payload: unknown) => void) => live.set(name, handler),
}));

type Call = { method: string; path: string; body: unknown };
type Answer = (body: unknown) => Response;

function fakeServer(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body });
      const answer = answers[`${method} ${url.pathname}`];
      // A list of answers is served in turn, the last one repeated.
      const next = Array.isArray(answer)
        ? answer.length > 1
          ? answer.shift()
          : answer[0]
        : answer;
      return next ? next(body) : json(404, { status: 404, message: 'Not found', errors: {} });
    }),
  );
  return calls;
}

const query: DataListQuery = {
  model: 'user',
  filters: [{ field: 'type', operation: 'in', value: ['SELLER'] }],
  sorting: [{ field: 'email', direction: 'asc' }],
  pagination: { page: 2, pageSize: 20 },
  timezone: 'Europe/Paris',
};
const JOB = '11111111-1111-4111-8111-111111111111';
const result = { fileId: '22222222-2222-4222-8222-222222222222', fileName: 'user.csv', rows: 3 };
const job = (status: string, done: number, total: number, extra: object = {}) => ({
  status: 200,
  data: {
    id: JOB,
    kind: 'export',
    status,
    progress: { done, total },
    result: null,
    error: null,
    createdAt: '2024-05-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...extra,
  },
});

const started = () => json(200, { status: 200, data: { jobId: JOB } });
const send = (payload: object) =>
  act(() => live.get('job_progress')?.({ jobId: JOB, kind: 'export', ...payload }));

let downloads: { href: string; download: string }[];
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  live.clear();
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openMenu = async () => {
  fireEvent.click(screen.getByTestId('export-menu-button'));
  return screen.findByTestId('export-menu');
};

describe('ExportMenu', () => {
  it('exports in the chosen format and scope, shows live progress, then downloads the file', async () => {
    const calls = fakeServer({
      'POST /api/exports': started,
      [`GET /api/jobs/${JOB}`]: () => json(200, job('PENDING', 0, 0)),
      [`POST /api/files/${result.fileId}/link`]: () =>
        json(200, {
          status: 200,
          data: { url: '/api/files/link?token=abc', expiresAt: '2024-05-01T10:05:00.000Z' },
        }),
    });
    renderInApp(<ExportMenu model="user" query={query} selectedIds={[]} currentPageIds={['a']} />);
    await openMenu();
    expect(screen.getByTestId('export-scope-SELECTED_ITEMS').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('export-scope-CURRENT_PAGE').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('export-format-csv'));
    expect(screen.getByTestId('export-format-csv').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('export-scope-MATCHED_FILTER'));

    const progress = await screen.findByTestId('export-progress');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      model: 'user',
      scope: 'MATCHED_FILTER',
      format: 'csv',
      query,
    });
    expect(progress.textContent).toContain('Waiting for its turn');

    send({ status: 'PROCESSING', done: 40, total: 100 });
    // Another job's progress is not this one's.
    act(() =>
      live.get('job_progress')?.({
        jobId: '33333333-3333-4333-8333-333333333333',
        kind: 'export',
        status: 'PROCESSING',
        done: 99,
        total: 100,
      }),
    );
    expect(screen.getByTestId('export-progress-text').textContent).toBe('Rows exported: 40 of 100');
    expect(screen.getByTestId('export-progress-bar').getAttribute('data-value')).toBe('40');

    send({ status: 'FINISHED', done: 3, total: 3, result });
    expect(screen.getByTestId('export-progress-text').textContent).toBe(
      '3 rows exported to user.csv',
    );
    // A late event cannot take a finished export back.
    send({ status: 'PROCESSING', done: 1, total: 3 });
    fireEvent.click(screen.getByTestId('export-download'));
    await waitFor(() =>
      expect(downloads).toEqual([{ href: '/api/files/link?token=abc', download: 'user.csv' }]),
    );
  });

  it('follows the job by polling every 2 s when no live event comes', async () => {
    fakeServer({
      'POST /api/exports': started,
      [`GET /api/jobs/${JOB}`]: [
        () => json(200, job('PROCESSING', 1, 2)),
        () => json(200, job('FINISHED', 2, 2, { result })),
      ],
    });
    renderInApp(
      <ExportMenu model="user" query={query} selectedIds={['x']} currentPageIds={['a']} />,
    );
    await openMenu();
    fireEvent.click(screen.getByTestId('export-scope-ALL_ITEMS'));
    await screen.findByTestId('export-progress');
    await waitFor(
      () =>
        expect(screen.getByTestId('export-progress-text').textContent).toBe(
          'Rows exported: 1 of 2',
        ),
      { timeout: 3000 },
    );
    await waitFor(() => expect(screen.getByTestId('export-download')).toBeTruthy(), {
      timeout: 3000,
    });
  });

  it('asks for the dates of a BY_DATE export and sends the selection for SELECTED_ITEMS', async () => {
    const calls = fakeServer({
      'POST /api/exports': started,
      [`GET /api/jobs/${JOB}`]: () => json(200, job('PENDING', 0, 0)),
    });
    renderInApp(
      <ExportMenu model="user" query={query} selectedIds={['id-1', 'id-2']} currentPageIds={[]} />,
    );
    await openMenu();
    expect(screen.getByTestId('export-scope-CURRENT_PAGE').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('export-scope-SELECTED_ITEMS').textContent).toBe(
      'Selected items (2)',
    );
    fireEvent.click(screen.getByTestId('export-scope-BY_DATE'));
    const submit = await screen.findByTestId('export-date-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('export-date-start'), { target: { value: '2024-03-31' } });
    fireEvent.change(screen.getByTestId('export-date-end'), { target: { value: '2024-03-01' } });
    expect(await screen.findByText('The first date must not come after the last')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('export-date-start'), { target: { value: '2024-02-01' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      scope: 'BY_DATE',
      format: 'xlsx',
      dateRange: { startDate: '2024-02-01', endDate: '2024-03-01' },
    });
    send({ status: 'FAIL', done: 0, total: 0, error: 'Something broke' });
    expect((await screen.findByTestId('export-error')).textContent).toBe(
      'The export failed: Something broke',
    );
    fireEvent.click(screen.getByText('Close'));
    // Ended: the menu is back for the next export.
    await openMenu();
    fireEvent.click(screen.getByTestId('export-scope-SELECTED_ITEMS'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({
      scope: 'SELECTED_ITEMS',
      ids: ['id-1', 'id-2'],
    });
  });

  it("exports a printer's item list through printer/export-orders, with its progress", async () => {
    const calls = fakeServer({
      'POST /api/printer/export-orders': started,
      [`GET /api/jobs/${JOB}`]: () => json(200, job('PENDING', 0, 0)),
    });
    const picking: DataListQuery = { ...query, model: 'printer-item-to-pick' };
    renderInApp(
      <ExportMenu
        model="printer-item-to-pick"
        query={picking}
        selectedIds={[]}
        currentPageIds={['a']}
      />,
    );
    await openMenu();
    fireEvent.click(screen.getByTestId('export-scope-MATCHED_FILTER'));
    await screen.findByTestId('export-progress');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/printer/export-orders',
        body: {
          model: 'printer-item-to-pick',
          scope: 'MATCHED_FILTER',
          format: 'xlsx',
          query: picking,
        },
      },
    ]);
    send({ status: 'PROCESSING', done: 120, total: 400 });
    expect(screen.getByTestId('export-progress-text').textContent).toBe(
      'Rows exported: 120 of 400',
    );
  });
});
