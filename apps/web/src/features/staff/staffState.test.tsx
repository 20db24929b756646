import type { HumanResource } from '@platfox/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { clearFeatureToken, saveFeatureToken } from '../owner/featureToken';
import type { LiveEventPayloads } from '../../platform/live/events';
import { PrinterStaff } from './PrinterStaff';
import StaffListPage from './StaffListPage';
import { clearStaff, staffStore, storeStaff } from './staffSession';

type Handler = (payload: unknown) => void;
const socket = vi.hoisted(() => ({ handlers: new Map<string, Set<Handler>>() }));

// The socket module is replaced: the test plays the server's live events itself.
vi.mock('../../platform/live/socket', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useLiveEvent: (name: string, handler: Handler) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const set = socket.handlers.get(name) ?? new Set<Handler>();
        socket.handlers.set(name, set);
        const entry: Handler = (payload) => latest.current(payload);
        set.add(entry);
        return () => void set.delete(entry);
      }, [name]);
    },
  };
});

/** The payloads as the server sends them (staff.test.ts asserts the same shape on its side). */
const emit = <Name extends 'activated' | 'disabled' | 'human_resource_stats_updated'>(
  name: Name,
  payload: LiveEventPayloads[Name],
) => act(() => socket.handlers.get(name)?.forEach((handler) => handler(payload)));

const member: HumanResource = {
  id: '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11',
  fullName: 'Sky Staff',
  email: null,
  phone: null,
  role: 'USER',
  hasCheckedIn: true,
  isActive: true,
  jobType: 'FULL-TIME',
  workShiftId: null,
  workShiftName: null,
  code: 'STAFF_0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11',
  createdAt: '2026-03-01T08:00:00.000Z',
  printerId: '5b0e5f0c-1f5a-4a4e-8d1e-3c9f8b7a6d21',
  printerName: 'Demo Printer',
  stats: {
    hasCheckedIn: true,
    lastHourProcesses: 3,
    speedAvg: 0.5,
    todayProcesses: 12,
    todayWork: 95,
    lastHourCheckPoint: '2026-03-01T09:00:00.000Z',
    todayCheckPoint: '2026-03-01T00:00:00.000Z',
  },
};

type Call = { method: string; path: string; feature: string | null };
let calls: Call[] = [];
let listed: HumanResource[] = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  calls = [];
  listed = [member];
  queryClient.clear();
  clearStaff();
  const session = aSession({ type: 'PRINTER', isEnabledStaffManagement: true });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  saveFeatureToken({ token: 'feature-token', expiresTimeStamp: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, feature: new Headers(init.headers).get('auth-feature') });
      if (method === 'GET' && path === '/api/printer/human-resources') {
        return json(200, { status: 200, data: listed });
      }
      if (method === 'GET' && path === '/api/printer/work-shifts') {
        return json(200, { status: 200, data: [] });
      }
      if (method === 'PUT' && path === `/api/printer/hm/staff/${member.id}/disabled`) {
        listed = [{ ...member, isActive: false }];
        return json(200, { status: 200, data: listed[0] });
      }
      throw new TypeError(`unexpected ${method} ${path}`);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearFeatureToken();
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('a staff member disabled by the owner', () => {
  it('signs out of this station when it is the member on duty, and only then', async () => {
    storeStaff(member);
    renderInApp(<PrinterStaff />);
    emit('disabled', { staffId: 'someone-else', isActive: false });
    expect(staffStore.get().staffId).toBe(member.id);
    emit('disabled', { staffId: member.id, isActive: false });
    expect(staffStore.get().staffId).toBeNull();
    expect(
      await screen.findByText('The staff member on duty was disabled by the owner and signed out'),
    ).toBeTruthy();
  });
});

describe('the staff list (/p/hm/staff)', () => {
  it('disables a member only after the confirmation, with the feature token', async () => {
    renderInApp(<StaffListPage />);
    const row = await screen.findByTestId('staff-row');
    expect(within(row).getByTestId('staff-state').textContent).toBe('Active');
    fireEvent.click(within(row).getByText('Disable'));
    const dialog = await screen.findByTestId('staff-disable-confirm');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(within(screen.getByTestId('staff-row')).getByTestId('staff-state').textContent).toBe(
        'Disabled',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/printer/hm/staff/${member.id}/disabled`,
      feature: 'feature-token',
    });
  });

  it("reads the list again when another station's change arrives live", async () => {
    renderInApp(<StaffListPage />);
    await screen.findByTestId('staff-row');
    const reads = () =>
      calls.filter((call) => call.method === 'GET' && call.path === '/api/printer/human-resources')
        .length;
    const before = reads();
    listed = [{ ...member, isActive: false }];
    emit('disabled', { staffId: member.id, isActive: false });
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect((await screen.findByTestId('staff-state')).textContent).toBe('Disabled');
  });

  it("moves a member's figures when their scan's event arrives, without reading the list", async () => {
    renderInApp(<StaffListPage />);
    const row = await screen.findByTestId('staff-row');
    expect(within(row).getByTestId('staff-today-work').textContent).toBe('1.58 hrs');
    expect(within(row).getByTestId('staff-speed').textContent).toBe('0.5 items/min');
    const before = calls.length;
    emit('human_resource_stats_updated', {
      staffId: member.id,
      type: 'process',
      at: '2026-03-01T10:00:00.000Z',
      stats: {
        ...member.stats,
        todayProcesses: 22,
        lastHourProcesses: 13,
        todayWork: 40,
        speedAvg: 0.55,
      },
    });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('staff-row')).getByTestId('staff-today-processes').textContent,
      ).toBe('22'),
    );
    const updated = screen.getByTestId('staff-row');
    expect(within(updated).getByTestId('staff-today-work').textContent).toBe('~1 hr');
    expect(within(updated).getByTestId('staff-last-hour').textContent).toBe('13');
    expect(within(updated).getByTestId('staff-speed').textContent).toBe('0.6 items/min');
    expect(calls.length).toBe(before);
  });
});
