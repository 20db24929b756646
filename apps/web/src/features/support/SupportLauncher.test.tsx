import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

/** The machine is shared: a lazy page and the overlays' chunk may take a while. */
const WAIT = { timeout: 30_000 };
const TEST_TIMEOUT = 60_000;

const emptyList = () =>
  ok({
    status: 200,
    items: [],
    total: 0,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });
const answers = {
  'POST /api/data-lists': emptyList,
  'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
};

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  signOutQuietly();
  await changeLanguage('en', { isRemembered: false });
});

describe('the support launcher (the chat widget of spec 01 section 2.8)', () => {
  it(
    'opens the seller’s support issues and the Messenger chat of the configured page',
    async () => {
      vi.stubEnv('VITE_MESSENGER_PAGE', 'platfox.support');
      signInAs({ type: 'SELLER' });
      const { router } = renderApp('/s/orders', answers);
      fireEvent.click(await screen.findByTestId('support-launcher', {}, WAIT));
      expect((await screen.findByTestId('support-panel')).textContent).toContain('Need help?');
      const messenger = screen.getByTestId('support-messenger');
      expect(messenger.getAttribute('href')).toBe('https://m.me/platfox.support');
      expect(messenger.getAttribute('target')).toBe('_blank');
      expect(messenger.getAttribute('rel')).toContain('noopener');
      fireEvent.click(screen.getByTestId('support-issues'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/s/issues'));
    },
    TEST_TIMEOUT,
  );

  it(
    'shows no Messenger link when no page is configured',
    async () => {
      vi.stubEnv('VITE_MESSENGER_PAGE', '');
      signInAs({ type: 'SELLER' });
      renderApp('/s/orders', answers);
      fireEvent.click(await screen.findByTestId('support-launcher', {}, WAIT));
      await screen.findByTestId('support-issues');
      expect(screen.queryByTestId('support-messenger')).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    'speaks Arabic in Arabic',
    async () => {
      vi.stubEnv('VITE_MESSENGER_PAGE', 'platfox');
      await changeLanguage('ar', { isRemembered: false });
      signInAs({ type: 'SELLER' });
      renderApp('/s/orders', answers);
      fireEvent.click(await screen.findByTestId('support-launcher', {}, WAIT));
      expect((await screen.findByTestId('support-issues')).textContent).toBe(
        'طلبات الدعم الخاصة بي',
      );
      expect(screen.getByTestId('support-messenger').textContent).toBe('تحدّث معنا على ماسنجر');
    },
    TEST_TIMEOUT,
  );

  // The routes spec 01 section 2.7 and spec 03 section 2 name: a printer is at work on one of its
  // screens (the launcher shows), then opens the route, where it goes.
  it.each([
    ['printer inventory', '/inventory'],
    ['check-in staff', '/check-in'],
    ['validate owner', '/validate-owner'],
    ['verify e-mail owner', '/validate-owner/verify'],
  ])(
    'is hidden on the %s route (%s)',
    async (_name, path) => {
      vi.stubEnv('VITE_MESSENGER_PAGE', 'platfox');
      signInAs({ type: 'PRINTER' });
      const { router } = renderApp('/p/issues', answers);
      await screen.findByTestId('support-launcher', {}, WAIT);
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      await waitFor(() => expect(screen.queryByTestId('support-launcher')).toBeNull(), WAIT);
      // Back on a screen of its own, the launcher is there again.
      await act(() => router.navigate('/p/issues'));
      expect(await screen.findByTestId('support-launcher', {}, WAIT)).toBeTruthy();
    },
    TEST_TIMEOUT,
  );
});
