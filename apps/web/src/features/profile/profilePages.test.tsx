import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aUser } from '../../test/fixtures';
import { fail, ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';

const permissions = () => ok({ status: 200, data: [] });
const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('profile', () => {
  it('refuses another user’s profile with the 403 page', async () => {
    signInAs({ id: 'me', type: 'PRINTER' });
    renderApp('/p/profile/edit/someone-else?m=edit', {
      'GET /api/accounts/permissions': permissions,
    });
    expect((await screen.findByTestId('error-status', {}, SLOW)).textContent).toBe('403');
  });

  it('saves names, phone and a seller’s address, and updates the signed-in user', async () => {
    signInAs({ id: 'me', type: 'SELLER', firstName: 'Sam', lastName: 'Seller' });
    const { calls } = renderApp('/s/profile/edit/me?m=edit', {
      'GET /api/accounts/permissions': permissions,
      'PUT /api/accounts/update': (body) =>
        ok({
          status: 200,
          data: aUser({ id: 'me', ...(body as object), fullName: 'Sara Seller' }),
        }),
    });
    await screen.findByTestId('profile-save', {}, SLOW);
    change('profile-first-name', 'Sara');
    change('profile-address-city', 'Lyon');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-saved')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Sara',
      lastName: 'Seller',
      phone: null,
      address: {
        street: null,
        street2: null,
        city: 'Lyon',
        state: null,
        zipcode: null,
        country: null,
        phone: null,
      },
    });
    expect(sessionStore.get().auth?.user.fullName).toBe('Sara Seller');
  });

  it('leaves the address out for other types and checks the names first', async () => {
    signInAs({ id: 'me', type: 'WAREHOUSE' });
    const { calls } = renderApp('/wh/profile/edit/me?m=edit', {
      'GET /api/accounts/permissions': permissions,
    });
    await screen.findByTestId('profile-save', {}, SLOW);
    expect(screen.queryByTestId('profile-address-city')).toBeNull();
    change('profile-last-name', '  ');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('The last name field is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('change password', () => {
  it('shows the server’s current-password error under that field', async () => {
    signInAs({ type: 'ADMIN', permissions: ['DASHBOARD_ACCESS'] });
    const { calls } = renderApp('/change-password', {
      'GET /api/accounts/permissions': permissions,
      'POST /api/accounts/change-password': () =>
        fail(400, 'Invalid input', { currentPassword: 'The current password is incorrect' }),
    });
    await screen.findByTestId('change-password-submit', {}, SLOW);
    change('current-password', 'Wrong@1234');
    change('password', 'Better@2024');
    change('password-confirmation', 'Better@2024');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('current-password-error')).textContent).toBe(
      'The current password is incorrect',
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/accounts/change-password')?.body).toEqual({
        currentPassword: 'Wrong@1234',
        password: 'Better@2024',
        passwordConfirmation: 'Better@2024',
      }),
    );
  });

  it('confirms a change and empties the form', async () => {
    signInAs({ type: 'SELLER' });
    renderApp('/change-password', {
      'GET /api/accounts/permissions': permissions,
      'POST /api/accounts/change-password': () => ok({ status: 200, message: 'Changed' }),
    });
    await screen.findByTestId('change-password-submit', {}, SLOW);
    change('current-password', 'Demo@12345');
    change('password', 'Better@2024');
    change('password-confirmation', 'Better@2024');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('change-password-done')).toBeTruthy();
    expect((screen.getByTestId('current-password') as HTMLInputElement).value).toBe('');
  });
});
