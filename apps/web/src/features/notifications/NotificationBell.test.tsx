import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { aNotification, fakeServer } from './testServer';

type Handler = (payload: unknown) => void;
const live = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));

// The live channel is replaced: the test plays the server's events itself.
vi.mock('../../platform/live/socket', () => ({
  useLiveEvent: (name: string, handler: Handler) => live.handlers.set(name, handler),
}));

let totalUnread = 0;
const items = [
  aNotification({
    id: 'n-order',
    title: 'Order approved',
    details: { model: 'order', ids: ['o-1'] },
  }),
  aNotification({ id: 'n-read', title: 'Welcome', isRead: true }),
];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  queryClient.clear();
  const session = aSession({ id: 'seller-1', type: 'SELLER' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

function serve() {
  return fakeServer({
    'GET /api/notifications': () => ({ status: 200, data: items, page: 1, totalUnread }),
    'PUT /api/notifications/read': () => {
      totalUnread -= 1;
      return { status: 200, data: { totalUnread } };
    },
    'PUT /api/notifications/group/markAsRead': () => {
      totalUnread = 0;
      return { status: 200, data: { totalUnread } };
    },
  });
}

const badge = () => screen.getByTestId('notification-badge').textContent;

describe('the notification bell (spec 01 section 2.8)', () => {
  it('caps the unread badge at 9+ and shows nothing without unread notifications', async () => {
    totalUnread = 14;
    serve();
    const view = renderInApp(<NotificationBell />);
    await waitFor(() => expect(badge()).toBe('9+'));
    view.unmount();
    queryClient.clear();
    totalUnread = 0;
    renderInApp(<NotificationBell />);
    await waitFor(() => expect(screen.getByTestId('notification-bell')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(badge()).toBe('');
  });

  it('marks a notification read on click and follows its link', async () => {
    totalUnread = 3;
    const calls = serve();
    const { router } = renderInApp(<NotificationBell />);
    await waitFor(() => expect(badge()).toBe('3'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByText('Order approved'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/order/o-1'));
    expect(router.state.location.search).toBe('?m=view');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notifications/read')?.body).toEqual({
        id: 'n-order',
      }),
    );
  });

  it('sets the count to 0 on mark all read, and refreshes on a live notification', async () => {
    totalUnread = 5;
    const calls = serve();
    renderInApp(<NotificationBell />);
    await waitFor(() => expect(badge()).toBe('5'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notifications-mark-all'));
    await waitFor(() => expect(badge()).toBe(''));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        'PUT /api/notifications/group/markAsRead',
      ),
    );

    totalUnread = 2;
    live.handlers.get('notification')?.({ id: 'n-new' });
    await waitFor(() => expect(badge()).toBe('2'));
  });
});
