import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';

const key = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Shop sync',
  prefix: 'pfk_ab12',
  createdAt: '2024-05-01T10:00:00.000Z',
  lastUsedAt: null,
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('API keys', () => {
  it('creates a key and shows it once, with a warning and a copy button', async () => {
    signInAs({ type: 'SELLER' });
    let keys: (typeof key)[] = [];
    const { calls } = renderApp('/s/api-key', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'GET /api/seller/api-key': () => ok({ status: 200, data: keys }),
      'POST /api/seller/api-key': () => {
        keys = [key];
        return ok({ status: 200, data: { ...key, key: 'pfk_ab12-secret-value' } });
      },
    });
    expect(await screen.findByTestId('api-keys-empty', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByTestId('api-key-new'));
    fireEvent.change(await screen.findByTestId('api-key-name'), { target: { value: 'Shop sync' } });
    fireEvent.click(screen.getByTestId('api-key-submit'));
    expect((await screen.findByTestId('api-key-value')).textContent).toBe('pfk_ab12-secret-value');
    expect(screen.getByTestId('api-key-warning').textContent).toContain('will not be shown again');
    expect(screen.getByTestId('api-key-copy')).toBeTruthy();
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/api/seller/api-key')?.body,
    ).toEqual({
      name: 'Shop sync',
    });
    fireEvent.click(screen.getByTestId('api-key-done'));
    expect(await screen.findByTestId('api-key-row-Shop sync')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('api-key-value')).toBeNull());
  });

  it('revokes a key after confirming', async () => {
    signInAs({ type: 'PRINTER' });
    const { calls } = renderApp('/p/api-key', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'GET /api/seller/api-key': () => ok({ status: 200, data: [key] }),
      [`DELETE /api/seller/api-key/${key.id}`]: () => ok({ status: 200, message: 'Revoked' }),
    });
    fireEvent.click(await screen.findByTestId('api-key-revoke', {}, SLOW));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith(key.id))).toBe(
        true,
      ),
    );
  });
});
