import type { User } from '@platfox/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../platform/api/queryClient';
import { initI18n } from '../../../platform/i18n';
import { replacePermissions, sessionStore } from '../../../platform/session';
import { aSession, aUser, json } from '../../../test/fixtures';
import { App } from '../../App';
import { buildRouteObjects } from '../../router';
import { wirePlatform } from '../../wiring';
import { SideMenu } from './SideMenu';

type Answer = (body: unknown) => Response;
let answers: Record<string, Answer> = {};
let calls: Array<{ key: string; body: unknown }> = [];

function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  wirePlatform(router);
  render(<App router={router} />);
  return router;
}

function signInAs(user: Partial<User>) {
  const session = aSession(user);
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  queryClient.clear();
  sessionStore.set({ status: 'signedOut', auth: null });
  calls = [];
  answers = {
    'POST /api/logout': () => json(200, { status: 200, message: 'Signed out' }),
    'GET /api/accounts/permissions': () => json(200, { status: 200, data: [] }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const answer = answers[key];
      if (!answer) return json(404, { status: 404, message: 'Not found', errors: {} });
      return answer(body);
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const topBar = async () => {
  await screen.findByTestId('user-menu');
  return screen.getByTestId('user-menu').closest('header') as HTMLElement;
};

describe('seller top bar (spec 01 section 2.8)', () => {
  it('shows $0.00 for an empty balance and the refreshed balance after refresh', async () => {
    signInAs({ type: 'SELLER', currentBalance: 0 });
    answers['GET /api/accounts/me'] = () =>
      json(200, {
        user: aUser({ currentBalance: 123_456, addressReminderCount: 3 }),
        badges: [],
        transaction: { depositIndex: 0 },
      });
    renderAt('/s');
    const bar = await topBar();
    expect(within(bar).getByTestId('balance').textContent).toBe('$0.00');
    fireEvent.click(within(bar).getByTestId('balance-refresh'));
    await waitFor(() => expect(within(bar).getByTestId('balance').textContent).toBe('$1,234.56'));
    expect(sessionStore.get().auth?.user.addressReminderCount).toBe(3);
  });

  it('shows the balance on a phone as a figure that a tap refreshes', async () => {
    signInAs({ type: 'SELLER', currentBalance: 44_400 });
    answers['GET /api/accounts/me'] = () =>
      json(200, {
        user: aUser({ currentBalance: 123_456 }),
        badges: [],
        transaction: { depositIndex: 0 },
      });
    renderAt('/s');
    const bar = await topBar();
    const figure = within(bar).getByTestId('balance-compact');
    expect(figure.textContent).toBe('$444.00');
    expect(figure.getAttribute('aria-label')).toBe('Balance $444.00, tap to refresh');
    fireEvent.click(figure);
    await waitFor(() => expect(figure.textContent).toBe('$1,234.56'));
  });

  it('caps the invalid-address count at 9+ and links to those orders', async () => {
    signInAs({ type: 'SELLER', addressReminderCount: 12 });
    renderAt('/s');
    const bar = await topBar();
    const reminder = within(bar).getByTestId('address-reminder');
    expect(reminder.parentElement?.textContent).toContain('9+');
    fireEvent.click(reminder);
    expect((await screen.findByTestId('address-reminder-text')).textContent).toBe(
      'Orders with an invalid address: 12',
    );
    expect(screen.getByTestId('address-reminder-link').getAttribute('href')).toBe(
      '/s/invalid-address-orders',
    );
  });

  it('has the badge medal and the API key item', async () => {
    signInAs({ type: 'SELLER' });
    renderAt('/s');
    const bar = await topBar();
    expect(within(bar).getByTestId('badge-medal').getAttribute('href')).toBe('/s/my-badge');
    fireEvent.click(within(bar).getByTestId('user-menu'));
    expect((await screen.findByTestId('menu-api-key')).getAttribute('href')).toBe('/s/api-key');
  });
});

describe('notification bell', () => {
  it('reads a 404 as no notifications', async () => {
    signInAs({ type: 'SELLER' });
    renderAt('/s');
    const bar = await topBar();
    await waitFor(() => expect(calls.map((call) => call.key)).toContain('GET /api/notifications'));
    expect(within(bar).getByTestId('notification-badge').textContent).toBe('');
    fireEvent.click(within(bar).getByTestId('notification-bell'));
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain(
      'No notifications',
    );
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('shows the unread count capped at 9+ and the latest notifications', async () => {
    const notification = (id: string, title: string, isRead: boolean) => ({
      id,
      groupId: null,
      parentId: null,
      refId: null,
      type: 'ORDER',
      title,
      description: '',
      details: null,
      sentAt: '2024-05-01T10:00:00Z',
      actorFullName: null,
      isRead,
      hasChildItem: false,
      childCount: 0,
      hasConvertTime: false,
      diffTime: 0,
      items: [],
    });
    answers['GET /api/notifications'] = () =>
      json(200, {
        status: 200,
        data: [notification('1', 'Order 1001 shipped', false), notification('2', 'Welcome', true)],
        page: 1,
        totalUnread: 14,
      });
    signInAs({ type: 'SELLER' });
    renderAt('/s');
    const bar = await topBar();
    await waitFor(() =>
      expect(within(bar).getByTestId('notification-badge').textContent).toContain('9+'),
    );
    fireEvent.click(within(bar).getByTestId('notification-bell'));
    expect(await screen.findByText('Order 1001 shipped')).toBeTruthy();
    expect(screen.getByText('Welcome').closest('a')?.getAttribute('href')).toBe('/notification/2');
  });
});

describe('printer top bar', () => {
  it('opens the scan modal for a printer without a staff member, and has the API key item', async () => {
    signInAs({ type: 'PRINTER' });
    renderAt('/p/scan');
    const bar = await topBar();
    expect(await screen.findByTestId('staff-code-input')).toBeTruthy();
    expect(within(bar).getByTestId('staff-login')).toBeTruthy();
    fireEvent.click(within(bar).getByTestId('user-menu'));
    expect((await screen.findByTestId('menu-api-key')).getAttribute('href')).toBe('/p/api-key');
  });

  it('sends a management screen without a feature token to owner verification', async () => {
    signInAs({ type: 'PRINTER', isEnabledStaffManagement: true });
    const router = renderAt('/p/hm/work-shift');
    await waitFor(() => expect(router.state.location.pathname).toBe('/p/verify-token-owner'));
  });

  it('has no API key item for an admin', async () => {
    signInAs({ type: 'ADMIN' });
    renderAt('/');
    fireEvent.click(within(await topBar()).getByTestId('user-menu'));
    await screen.findByTestId('menu-profile');
    expect(screen.queryByTestId('menu-api-key')).toBeNull();
  });
});

describe('side menu', () => {
  it('keeps its collapsed state in session storage', async () => {
    signInAs({ type: 'SELLER' });
    sessionStorage.setItem('sideMenuCollapsed', 'true');
    renderAt('/s');
    const toggle = await screen.findByTestId('menu-toggle');
    fireEvent.click(toggle);
    await waitFor(() => expect(sessionStorage.getItem('sideMenuCollapsed')).toBe('false'));
    fireEvent.click(toggle);
    await waitFor(() => expect(sessionStorage.getItem('sideMenuCollapsed')).toBe('true'));
  });

  it('re-filters when the permissions change', async () => {
    signInAs({ type: 'ADMIN', permissions: ['ORDER_ACCESS'] });
    answers['GET /api/accounts/permissions'] = () =>
      json(200, { status: 200, data: ['ORDER_ACCESS'] });
    renderAt('/a/orders');
    expect(await screen.findByTestId('menu-item-/a/orders')).toBeTruthy();
    expect(screen.queryByTestId('menu-item-/a/users')).toBeNull();
    // What the live user_permission event (or another tab) does: the keys are replaced.
    act(() => replacePermissions(['ORDER_ACCESS', 'USER_ACCESS']));
    expect(await screen.findByTestId('menu-item-/a/users')).toBeTruthy();
    act(() => replacePermissions(['USER_ACCESS']));
    await waitFor(() => expect(screen.queryByTestId('menu-item-/a/orders')).toBeNull());
    // The guard follows too: the orders page now answers 403.
    expect((await screen.findByTestId('error-status')).textContent).toBe('403');
  });

  it('caps badges at 99+ and shows New', () => {
    const admin = aUser({
      type: 'ADMIN',
      permissions: ['ORDER_ACCESS', 'DEPOSIT_ACCESS', 'WITHDRAW_ACCESS'],
    });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <SideMenu user={admin} badges={{ order: 150, deposit: 'new', withdraw: 7 }} />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('menu-item-/a/orders').textContent).toContain('99+');
    expect(screen.getByTestId('menu-item-/a/transaction/deposits').textContent).toContain('New');
    expect(screen.getByTestId('menu-item-/a/transaction/withdraws').textContent).toMatch(/7$/);
  });
});

describe('blocked, check-in and maintenance screens', () => {
  it('holds a blocked user on /user/block with a Logout', async () => {
    signInAs({ type: 'SELLER', status: 'BLOCKED' });
    const router = renderAt('/s/orders');
    expect((await screen.findByTestId('blocked-title')).textContent).toBe(
      'Your account has been blocked',
    );
    expect(router.state.location.pathname).toBe('/user/block');
    fireEvent.click(screen.getByTestId('blocked-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('checks a staff member out by QR code with the timezone offset', async () => {
    signInAs({ type: 'PRINTER' });
    answers['POST /api/printer/time-logs'] = () =>
      json(200, {
        status: 200,
        data: {
          id: 's-1',
          fullName: 'Sky Staff',
          email: null,
          phone: null,
          role: 'USER',
          hasCheckedIn: false,
          isActive: true,
        },
      });
    renderAt('/check-in');
    const code = await screen.findByTestId('check-in-code');
    fireEvent.click(screen.getByText('Check out'));
    fireEvent.change(code, { target: { value: ' STAFF_s-1 ' } });
    fireEvent.click(screen.getByTestId('check-in-submit'));
    expect((await screen.findByTestId('check-in-result')).textContent).toMatch(
      /^Sky Staff checked out at /,
    );
    expect(calls.find((call) => call.key === 'POST /api/printer/time-logs')?.body).toEqual({
      code: 'STAFF_s-1',
      type: 'checkout',
      timezoneOffset: new Date().getTimezoneOffset(),
    });
  });

  it('asks a visitor on /check-in to sign in with the supplier account', async () => {
    renderAt('/check-in');
    expect(await screen.findByTestId('check-in-needs-printer')).toBeTruthy();
  });
});
