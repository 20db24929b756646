import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { renderInApp } from '../../test/render';
import { PrintedSlipWatch } from './PrintedSlipWatch';

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

const emit = (name: string, payload: unknown) =>
  act(() => socket.handlers.get(name)?.forEach((handler) => handler(payload)));

/** A stand-in for the browser's Notification API with the given permission. */
function fakeNotifications(permission: NotificationPermission) {
  const shown: { title: string; body: string | undefined }[] = [];
  const requestPermission = vi.fn(async () => permission);
  class FakeNotification {
    static permission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}

const EVENT = {
  ids: ['a', 'b'],
  qtyIndexes: { a: [1, 2], b: [3] },
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('printed_packing_slip on an open printer screen', () => {
  it('reads the printer lists and items again and tells how many slips were printed', () => {
    const { shown } = fakeNotifications('granted');
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    renderInApp(<PrintedSlipWatch />, { path: '/p/my-picked-products' });
    emit('printed_packing_slip', EVENT);
    expect(shown).toEqual([{ title: 'Packing slips', body: '3 packing slips printed' }]);
    const keys = invalidated.mock.calls.map((call) => JSON.stringify(call[0]?.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['data-lists', 'printer-item-picked']),
        JSON.stringify(['data-lists', 'printer-item-to-pick']),
        JSON.stringify(['data-lists', 'printer-downloaded-packing-slip']),
        JSON.stringify(['production']),
      ]),
    );
  });

  it('falls back to a toast when the browser does not permit notifications', async () => {
    const { shown } = fakeNotifications('denied');
    renderInApp(<PrintedSlipWatch />, { path: '/p/scan' });
    emit('printed_packing_slip', EVENT);
    expect(shown).toEqual([]);
    expect(await screen.findByText('3 packing slips printed')).toBeTruthy();
  });

  it('asks for permission at the first gesture on the scan screen and the lists only', () => {
    const onScan = fakeNotifications('default');
    const { unmount } = renderInApp(<PrintedSlipWatch />, { path: '/p/scan' });
    expect(onScan.requestPermission).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'A' });
    fireEvent.pointerDown(window);
    expect(onScan.requestPermission).toHaveBeenCalledTimes(1);
    unmount();

    const elsewhere = fakeNotifications('default');
    renderInApp(<PrintedSlipWatch />, { path: '/p/order/x' });
    fireEvent.pointerDown(window);
    expect(elsewhere.requestPermission).not.toHaveBeenCalled();
  });

  it('ignores a payload that is not the event’s shape', () => {
    const { shown } = fakeNotifications('granted');
    renderInApp(<PrintedSlipWatch />, { path: '/p' });
    emit('printed_packing_slip', { ids: 'nope' });
    expect(shown).toEqual([]);
  });
});
