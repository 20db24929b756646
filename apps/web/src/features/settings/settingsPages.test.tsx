import { SETTING_KEYS } from '@platfox/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

const PATIENT = { timeout: 15_000 };
vi.setConfig({ testTimeout: 30_000 });

const listed = (values: Partial<Record<(typeof SETTING_KEYS)[number], string>>) =>
  SETTING_KEYS.map((key) => ({
    key,
    value: values[key] ?? null,
    defaultValue: key === 'LOCAL_PICKUP_ADDRESS' || key === 'MIN_EXCHANGE_RATE' ? 'null' : '',
    updatedAt: values[key] ? '2026-11-20T10:00:00.000Z' : null,
    updatedByEmail: values[key] ? 'ada@platfox.test' : null,
  }));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'ADMIN', permissions: ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('the local pick-up screen', () => {
  it('checks the address before sending it, then sends it complete', async () => {
    const { calls } = renderApp('/a/local-pick-up', {
      'GET /api/apps/client-config': () => ok({ status: 200, data: listed({}) }),
      'PUT /api/apps/client-config/LOCAL_PICKUP_ADDRESS': () =>
        ok({ status: 200, data: listed({})[12] }),
    });
    await screen.findByTestId('pick-up-name', {}, PATIENT);
    expect(screen.getByTestId('setting-last-change').textContent).toContain('Never changed');
    fireEvent.click(screen.getByTestId('pick-up-save'));
    await waitFor(() =>
      expect(screen.getByTestId('pick-up-name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    const type = (field: string, value: string) =>
      fireEvent.change(screen.getByTestId(`pick-up-${field}`), { target: { value } });
    type('name', 'North desk');
    type('street', '1 Dock Street');
    type('city', 'Austin');
    type('zipcode', '73301');
    fireEvent.click(screen.getByTestId('pick-up-save'));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(JSON.parse((put?.body as { value: string }).value)).toMatchObject({
        name: 'North desk',
        zipcode: '73301',
        country: 'US',
      });
    });
  });

  it("shows the server's refusal and who changed it last", async () => {
    const address = { name: 'A', street: 'B', city: 'C', zipcode: 'D', country: 'US' };
    renderApp('/a/local-pick-up', {
      'GET /api/apps/client-config': () =>
        ok({ status: 200, data: listed({ LOCAL_PICKUP_ADDRESS: JSON.stringify(address) }) }),
      'PUT /api/apps/client-config/LOCAL_PICKUP_ADDRESS': () =>
        fail(400, 'country: Invalid option', { value: 'country: Invalid option' }),
    });
    const name = (await screen.findByTestId('pick-up-name', {}, PATIENT)) as HTMLInputElement;
    expect(name.value).toBe('A');
    expect(screen.getByTestId('setting-last-change').textContent).toContain('ada@platfox.test');
    fireEvent.click(screen.getByTestId('pick-up-save'));
    await screen.findAllByText('country: Invalid option', {}, PATIENT);
  });
});

describe('the minimum exchange rate screen', () => {
  it('sends the currency and its rate, and shows what $100 of it credits', async () => {
    const { calls } = renderApp('/a/min-exchange-rate', {
      'GET /api/apps/client-config': () => ok({ status: 200, data: listed({}) }),
      'PUT /api/apps/client-config/MIN_EXCHANGE_RATE': () =>
        ok({ status: 200, data: listed({})[13] }),
    });
    const currency = await screen.findByTestId('rate-currency', {}, PATIENT);
    fireEvent.change(currency, { target: { value: 'vnd' } });
    fireEvent.change(screen.getByTestId('rate-rate'), { target: { value: '25000' } });
    expect((await screen.findByTestId('rate-example')).textContent).toContain('$100.00');
    fireEvent.click(screen.getByTestId('rate-save'));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(JSON.parse((put?.body as { value: string }).value)).toEqual({
        currency: 'VND',
        rate: 25000,
      });
    });
  });

  it('is read-only for an admin without the update permission', async () => {
    signOutQuietly();
    signInAs({ type: 'ADMIN', permissions: ['SETTING_ACCESS'] });
    renderApp('/a/min-exchange-rate', {
      'GET /api/apps/client-config': () => ok({ status: 200, data: listed({}) }),
    });
    await screen.findByText('You may read these settings but not change them.', {}, PATIENT);
    expect(screen.queryByTestId('rate-save')).toBeNull();
  });
});

describe('the claim window screen', () => {
  it('shows the stored days and sends the new number', async () => {
    const { calls } = renderApp('/a/claim-window', {
      'GET /api/apps/client-config': () =>
        ok({ status: 200, data: listed({ CLAIM_WINDOW_DAYS: '45' }) }),
      'PUT /api/apps/client-config/CLAIM_WINDOW_DAYS': () =>
        ok({ status: 200, data: listed({})[0] }),
    });
    const days = (await screen.findByTestId('claim-window-days', {}, PATIENT)) as HTMLInputElement;
    expect(days.value).toBe('45');
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('claim-window-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ value: '60' }),
    );
  });
});

describe('the TikTok extra fee screen', () => {
  it('refuses a fee over the ceiling before any call, then saves the fee in cents and the switch', async () => {
    const { calls } = renderApp('/a/tiktok-extra-fee', {
      'GET /api/apps/client-config': () =>
        ok({ status: 200, data: listed({ TIKTOK_EXTRA_FEE: '150' }) }),
      'PUT /api/apps/client-config/TIKTOK_EXTRA_FEE': () =>
        ok({ status: 200, data: listed({})[0] }),
      'PUT /api/apps/client-config/IS_AUTO_PLACE_TIKTOK_ORDER': () =>
        ok({ status: 200, data: listed({})[0] }),
    });
    const fee = (await screen.findByTestId('tiktok-fee-amount', {}, PATIENT)) as HTMLInputElement;
    expect(fee.value).toBe('$1.5');
    fireEvent.change(fee, { target: { value: '$250' } });
    fireEvent.click(screen.getByTestId('tiktok-fee-save'));
    await screen.findByText('Enter an amount from 0 to 100.00', {}, PATIENT);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(fee, { target: { value: '$2.75' } });
    fireEvent.click(screen.getByTestId('tiktok-auto-place'));
    fireEvent.click(screen.getByTestId('tiktok-fee-save'));
    await waitFor(() => {
      const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
      expect(puts).toEqual([{ value: '275' }, { value: 'true' }]);
    });
  });
});
