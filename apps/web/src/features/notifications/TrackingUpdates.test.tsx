import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { notificationKeys } from './api';
import { NotificationBell, TrackingUpdates } from './NotificationBell';
import { aNotification, fakeServer } from './testServer';

type Handler = (payload: unknown) => void;
const live = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));

// The live channel is replaced: the test plays the server's events itself.
vi.mock('../../platform/live/socket', () => ({
  useLiveEvent: (name: string, handler: Handler) => live.handlers.set(name, handler),
}));

let trackingUnread = 0;
let panelUnread = 0;
let tracking = [
  aNotification({
    id: 'n-track',
    type: 'TRACKING_UPDATE',
    title: 'Your order has a tracking update',
    description: 'USPS 9400111',
    details: { model: 'order', ids: ['o-7'] },
  }),
];
const panel = [aNotification({ id: 'n-other', title: 'Welcome' })];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  queryClient.clear();
  live.handlers.clear();
  const session = aSession({ id: 'seller-1', type: 'SELLER' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

/** The server's notifications: the tracking category by its type, the panel without it. */
function serve() {
  return fakeServer({
    'GET /api/notifications': (url) =>
      url.searchParams.get('type') === 'TRACKING_UPDATE'
        ? { status: 200, data: tracking, page: 1, totalUnread: trackingUnread }
        : { status: 200, data: panel, page: 1, totalUnread: panelUnread },
    'PUT /api/notifications/read': () => {
      trackingUnread -= 1;
      return { status: 200, data: { totalUnread: trackingUnread } };
    },
    'PUT /api/notifications/group/markAsRead': () => {
      trackingUnread = 0;
      return { status: 200, data: { totalUnread: 0 } };
    },
  });
}

const trackingBadge = () => screen.getByTestId('tracking-badge').textContent;
const bellBadge = () => screen.getByTestId('notification-badge').textContent;

function TopBarPair() {
  return (
    <>
      <TrackingUpdates />
      <NotificationBell />
    </>
  );
}

describe("the seller's tracking-update dropdown (spec 01 section 2.8)", () => {
  it('has its own unread badge, capped at 9+, beside the bell’s', async () => {
    trackingUnread = 12;
    panelUnread = 2;
    const calls = serve();
    renderInApp(<TopBarPair />);
    await waitFor(() => expect(trackingBadge()).toBe('9+'));
    await waitFor(() => expect(bellBadge()).toBe('2'));
    const asked = calls.filter((call) => call.path === '/api/notifications');
    expect(asked.map((call) => call.url.searchParams.get('type'))).toEqual(
      expect.arrayContaining(['TRACKING_UPDATE', null]),
    );
  });

  it('lists the tracking updates only, each leading to its order, marked read on click', async () => {
    trackingUnread = 1;
    panelUnread = 1;
    const calls = serve();
    const { router } = renderInApp(<TopBarPair />);
    await waitFor(() => expect(trackingBadge()).toBe('1'));
    fireEvent.click(screen.getByTestId('tracking-updates'));
    const items = await screen.findAllByTestId('tracking-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Your order has a tracking updateUSPS 9400111/),
    ]);
    expect(screen.queryByText('Welcome')).toBeNull();
    fireEvent.click(items[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/order/o-7'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/notifications/read')?.body).toEqual({
        id: 'n-track',
        type: 'TRACKING_UPDATE',
      }),
    );
    // The page left the top bar behind; the cached counts are what it shows on return. The bell's
    // count is its own: a tracking update read leaves it.
    const unreadOf = (key: readonly unknown[]) =>
      queryClient.getQueryData<{ totalUnread: number }>(key)?.totalUnread;
    await waitFor(() => expect(unreadOf(notificationKeys.tracking)).toBe(0));
    expect(unreadOf(notificationKeys.bell)).toBe(1);
  });

  it('marks the tracking updates read without touching the bell', async () => {
    trackingUnread = 4;
    panelUnread = 3;
    const calls = serve();
    renderInApp(<TopBarPair />);
    await waitFor(() => expect(trackingBadge()).toBe('4'));
    fireEvent.click(screen.getByTestId('tracking-updates'));
    fireEvent.click(await screen.findByTestId('tracking-mark-all'));
    await waitFor(() => expect(trackingBadge()).toBe(''));
    const markAll = calls.find((call) => call.path === '/api/notifications/group/markAsRead');
    expect(markAll?.url.searchParams.get('type')).toBe('TRACKING_UPDATE');
    expect(bellBadge()).toBe('3');
  });

  it('shows a new tracking update when a tracking code is added live', async () => {
    trackingUnread = 0;
    const previous = tracking;
    tracking = [];
    serve();
    renderInApp(<TopBarPair />);
    fireEvent.click(await screen.findByTestId('tracking-updates'));
    await screen.findByTestId('tracking-empty');
    expect(screen.getByText('No tracking updates yet')).toBeTruthy();

    tracking = previous;
    trackingUnread = 1;
    // An item update without a tracking code leaves the dropdown alone.
    live.handlers.get('order_item_updated')?.({ id: 'i-1', orderId: 'o-7', status: 'PICKED' });
    live.handlers.get('order_item_updated')?.({
      id: 'i-1',
      orderId: 'o-7',
      status: 'PICKED',
      trackingCode: '9400111',
      addedTracking: true,
    });
    await waitFor(() => expect(trackingBadge()).toBe('1'));
    expect(await screen.findByText('Your order has a tracking update')).toBeTruthy();
  });
});
