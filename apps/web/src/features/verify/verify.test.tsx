import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { printerRoutes } from '../../app/routes/printer';
import type { RouteHandle } from '../../app/routes/types';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { createMemoryRouter, RouterProvider } from 'react-router';
import VerifyDetailPage from './VerifyDetailPage';
import VerifySummaryPage from './VerifySummaryPage';

const CODE = 'K7Q2M9XW4R';
const unit = (qtyIndex: number, verifiedAt: string | null) => ({
  id: `unit-${qtyIndex}`,
  qtyIndex,
  code: CODE,
  scanValue: `${CODE}_${qtyIndex}`,
  status: 'PICKED',
  staffId: null,
  awaitingStockComingAt: null,
  verifiedAt,
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const item = {
  id: 'item-1',
  orderId: 'order-1',
  status: 'PICKED',
  quantity: 2,
  productTitle: 'Platfox logo tee',
  productSku: 'PF-LOGO-TEE',
  productTypeName: 'Classic T-Shirt',
  variantName: 'White / M',
  printerId: 'printer-1',
  isDisallowShipping: false,
  trackingCode: null,
  trackingCarrierCode: null,
  units: [unit(1, '2025-01-01T10:00:00.000Z'), unit(2, null)],
  trackingCodes: [],
  menu: [],
};
const detailAnswer = { status: 200, data: { item, unit: item.units[0] } };
const summaryAnswer = (verified: number) => ({
  status: 200,
  data: {
    item,
    unit: item.units[0],
    summary: {
      orderId: 'order-1',
      totalUnits: 2,
      verifiedUnits: verified,
      byStatus: { PICKED: 2 },
    },
  },
});

type Answer = () => Response;
let answers: Answer[] = [];
/** Each verification sent: the unit in the path, the view in the body. */
let bodies: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  answers = [];
  bodies = [];
  queryClient.clear();
  const session = aSession({ type: 'PRINTER' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push({
        path: new URL(_url, 'http://x').pathname,
        body: JSON.parse(String(init.body)),
      });
      const answer = answers.shift();
      if (!answer) throw new TypeError('no answer queued');
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

/** The page under its real route entry (its meta carries the leave confirmation flag). */
function renderRoute(path: string, element: React.ReactElement, at: string) {
  const route = printerRoutes.find((each) => each.path === path)!;
  const handle: RouteHandle = { route };
  const router = createMemoryRouter(
    [
      { path, element, handle },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('verify (/p/verify-detail, /p/verify-summary)', () => {
  it('verifies the slip of the address and shows the detail view without a summary', async () => {
    answers.push(() => json(200, detailAnswer));
    renderRoute('/p/verify-detail/:id', <VerifyDetailPage />, `/p/verify-detail/${CODE}_1`);
    expect((await screen.findByTestId('verify-code')).textContent).toBe(`${CODE}_1`);
    expect(bodies).toEqual([{ path: `/api/printer/verify/${CODE}/1`, body: { view: 'detail' } }]);
    expect(screen.getByTestId('verify-unit-verified').textContent).toBe('Verified');
    expect(screen.getAllByTestId('verify-unit-row')).toHaveLength(2);
    expect(screen.queryByTestId('verify-summary')).toBeNull();
  });

  it('shows the summary view when the answer carries a summary', async () => {
    answers.push(() => json(200, summaryAnswer(1)));
    renderRoute('/p/verify-summary/:id', <VerifySummaryPage />, `/p/verify-summary/${CODE}_1`);
    expect((await screen.findByTestId('verify-progress')).textContent).toBe(
      'Units verified: 1 of 2',
    );
    expect(bodies).toEqual([{ path: `/api/printer/verify/${CODE}/1`, body: { view: 'summary' } }]);
    expect(screen.getByTestId('verify-detail')).toBeTruthy();
  });

  it('verifies the next scan by code and quantity index without leaving the screen', async () => {
    answers.push(
      () => json(200, detailAnswer),
      () => json(200, { status: 200, data: { item, unit: item.units[1] } }),
    );
    renderRoute('/p/verify-detail/:id', <VerifyDetailPage />, `/p/verify-detail/${CODE}_1`);
    await screen.findByTestId('verify-code');
    fireEvent.change(screen.getByTestId('verify-qty-index'), { target: { value: '2' } });
    const input = screen.getByTestId('verify-input');
    fireEvent.change(input, { target: { value: CODE } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('verify-code').textContent).toBe(`${CODE}_2`));
    expect(bodies[1]).toEqual({ path: `/api/printer/verify/${CODE}/2`, body: { view: 'detail' } });
  });

  it('asks for the quantity index of a scan without one, without calling the server', async () => {
    renderRoute('/p/verify-detail/:id', <VerifyDetailPage />, `/p/verify-detail/${CODE}`);
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      'The quantity index is required',
    );
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    const message = 'No item has this packing-slip code and quantity index';
    answers.push(() => json(404, { status: 404, message }));
    renderRoute('/p/verify-detail/:id', <VerifyDetailPage />, `/p/verify-detail/${CODE}_9`);
    expect((await screen.findByTestId('verify-error')).textContent).toBe(message);
  });

  it('asks before leaving a summary that is half done, and not once all is verified', async () => {
    answers.push(() => json(200, summaryAnswer(1)));
    const router = renderRoute(
      '/p/verify-summary/:id',
      <VerifySummaryPage />,
      `/p/verify-summary/${CODE}_1`,
    );
    await screen.findByTestId('verify-progress');
    void router.navigate('/p/scan');
    await screen.findByTestId('leave-confirmation');
    fireEvent.click(screen.getByTestId('leave-stay'));
    expect(screen.queryByTestId('elsewhere')).toBeNull();

    answers.push(() => json(200, summaryAnswer(2)));
    const input = screen.getByTestId('verify-input');
    fireEvent.change(input, { target: { value: `${CODE}_2` } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('verify-progress').textContent).toBe('Units verified: 2 of 2'),
    );
    void router.navigate('/p/scan');
    await screen.findByTestId('elsewhere');
  });

  it('lets the detail view go without asking', async () => {
    answers.push(() => json(200, detailAnswer));
    const router = renderRoute(
      '/p/verify-detail/:id',
      <VerifyDetailPage />,
      `/p/verify-detail/${CODE}_1`,
    );
    await screen.findByTestId('verify-code');
    void router.navigate('/p/scan');
    await screen.findByTestId('elsewhere');
  });
});
