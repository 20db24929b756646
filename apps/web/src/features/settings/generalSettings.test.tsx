import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, listAnswer, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

/*
 * /s/general-setting (issue 36): the seller's MAIN and FORWARD settings above their webhooks, and
 * the order form starting on the default shipping method.
 */

const WAIT = { timeout: 30_000 };
const RETURN_ADDRESS = {
  fullName: 'Returns Desk',
  street: '500 Harbor Way',
  city: 'Oakland',
  state: 'CA',
  zipcode: '94607',
  country: 'US',
};
const saved = (type: 'MAIN' | 'FORWARD', value: unknown) => ({
  type,
  value,
  id: `00000000-0000-4000-8000-00000000000${type === 'MAIN' ? 1 : 2}`,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const MAIN = saved('MAIN', { defaultShippingMethod: 'FAST', returnAddress: RETURN_ADDRESS });
const FORWARD = {
  type: 'FORWARD',
  value: { forwardingAddress: null, note: '' },
  id: null,
  updatedAt: null,
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

function serve(put: (body: unknown) => Response) {
  return renderApp('/s/general-setting', {
    'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
    'GET /api/seller/config': () => ok({ status: 200, data: [MAIN, FORWARD] }),
    'PUT /api/seller/config': put,
    'GET /api/seller/webhooks': () => ok({ status: 200, data: [] }),
    'POST /api/data-lists': () => listAnswer([]),
    'GET /api/apps/datalist-filter/user': () => ok({ status: 200, data: [] }),
  });
}

const checkedValue = (group: HTMLElement) =>
  within(group)
    .getAllByRole<HTMLInputElement>('radio')
    .find((input) => input.checked)?.value;

describe('the general settings screen', () => {
  it('shows the saved defaults and sends the changed method with the return address', async () => {
    signInAs({ type: 'SELLER' });
    const { calls } = serve((body) =>
      ok({ status: 200, data: saved('MAIN', (body as { value: unknown }).value) }),
    );
    const main = await screen.findByTestId('seller-main', {}, WAIT);
    expect(checkedValue(within(main).getByTestId('seller-main-shipping'))).toBe('FAST');
    expect((within(main).getByTestId('order-address-street') as HTMLInputElement).value).toBe(
      '500 Harbor Way',
    );
    // The forwarding address is not set: its switch is off and no fields show.
    const forward = screen.getByTestId('seller-forward');
    expect(within(forward).queryByTestId('order-address-street')).toBeNull();
    // The webhooks stay on the page, below.
    expect(await screen.findByTestId('webhooks-empty', {}, WAIT)).toBeTruthy();

    fireEvent.click(within(main).getByText('Local pickup'));
    fireEvent.click(within(main).getByTestId('seller-main-save'));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.method === 'PUT' && call.path === '/api/seller/config'),
      ).toHaveLength(1),
    );
    const sent = calls.find((call) => call.method === 'PUT')!.body;
    expect(sent).toEqual({
      type: 'MAIN',
      value: { defaultShippingMethod: 'LOCAL_PICKUP', returnAddress: RETURN_ADDRESS },
    });
    expect(await screen.findByText('Your settings are saved.', {}, WAIT)).toBeTruthy();
  });

  it("checks a forwarding address before sending, then shows the server's refusal on its field", async () => {
    signInAs({ type: 'SELLER' });
    const message = 'Invalid country code';
    const { calls } = serve(() =>
      fail(400, message, { 'value.forwardingAddress.country': message }),
    );
    const forward = await screen.findByTestId('seller-forward', {}, WAIT);
    fireEvent.click(within(forward).getByTestId('seller-forwarding-switch'));
    fireEvent.click(within(forward).getByTestId('seller-forward-save'));
    // Nothing sent while the required fields are empty; the form says which.
    await waitFor(() =>
      expect(
        within(forward).getAllByText(/.+/, { selector: '.mantine-InputWrapper-error' }).length,
      ).toBeGreaterThan(0),
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    for (const [field, value] of [
      ['fullName', 'Forwarder'],
      ['street', '88 Harbor Road'],
      ['city', 'Oakland'],
      ['zipcode', '94607'],
    ] as const) {
      fireEvent.change(within(forward).getByTestId(`order-address-${field}`), {
        target: { value },
      });
    }
    fireEvent.click(within(forward).getByTestId('seller-forward-save'));
    await waitFor(
      () => expect(within(forward).getAllByText(message).length).toBeGreaterThan(0),
      WAIT,
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      type: 'FORWARD',
      value: {
        forwardingAddress: {
          fullName: 'Forwarder',
          street: '88 Harbor Road',
          city: 'Oakland',
          zipcode: '94607',
          country: 'US',
        },
        note: '',
      },
    });
  });

  it('starts a new order on the default shipping method', async () => {
    signInAs({ type: 'SELLER' });
    renderApp('/s/order/create', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'GET /api/seller/config': () => ok({ status: 200, data: [MAIN, FORWARD] }),
    });
    const shipping = await screen.findByTestId('order-shipping', {}, WAIT);
    expect(checkedValue(shipping)).toBe('fast');
  });
});
