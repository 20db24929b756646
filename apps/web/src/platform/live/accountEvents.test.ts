import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, json } from '../../test/fixtures';
import { FakeBroadcastChannel } from '../../test/fakeBroadcastChannel';
import { queryClient } from '../api/queryClient';
import { closeTabChannel } from '../broadcast';
import { setNavigator } from '../navigation';
import { permissionsQueryKey, sessionStore } from '../session';
import { startAccountEvents } from './accountEvents';

type Handler = (payload: unknown) => void;
const socket = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));

// The socket module is replaced: the test plays the server's events itself.
vi.mock('./socket', () => ({
  onLiveEvent: (name: string, handler: Handler) => {
    socket.handlers.set(name, handler);
    return () => socket.handlers.delete(name);
  },
  resumeLive: vi.fn(),
}));

const emit = (name: string, payload: unknown) => socket.handlers.get(name)?.(payload);
const navigate = vi.fn();
let stop: () => void;

function signIn(changes: Parameters<typeof aSession>[0] = {}) {
  const session = aSession({ id: 'seller-1', type: 'SELLER', ...changes });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  closeTabChannel();
  FakeBroadcastChannel.reset();
  setNavigator(navigate);
  queryClient.clear();
  stop = startAccountEvents();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  navigate.mockReset();
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('live account events (spec 03 section 7.7)', () => {
  it('subscribes to blocked, activated, permission and balance events and lets go', () => {
    expect([...socket.handlers.keys()].sort()).toEqual([
      'transaction_balance',
      'user_activated',
      'user_blocked',
      'user_permission',
    ]);
    stop();
    expect(socket.handlers.size).toBe(0);
    stop = startAccountEvents();
  });

  it('user_blocked: the user becomes BLOCKED and the tab goes to /user/block at once', () => {
    signIn();
    emit('user_blocked', { id: 'seller-1', status: 'BLOCKED' });
    expect(sessionStore.get().auth?.user.status).toBe('BLOCKED');
    expect(JSON.parse(sessionStorage.getItem('auth') ?? '{}')).toMatchObject({
      user: { status: 'BLOCKED' },
    });
    expect(navigate).toHaveBeenCalledWith('/user/block', { replace: true });
  });

  it('ignores an event about another user', () => {
    signIn();
    emit('user_blocked', { id: 'someone-else', status: 'BLOCKED' });
    expect(sessionStore.get().auth?.user.status).toBe('OFFLINE');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('user_activated: the fresh user replaces the stored one and the user goes home', async () => {
    signIn({ status: 'BLOCKED' });
    const fetch = vi.fn(async () => json(200, aUser({ id: 'seller-1', status: 'OFFLINE' })));
    vi.stubGlobal('fetch', fetch);
    emit('user_activated', { id: 'seller-1', status: 'OFFLINE' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/s', { replace: true }));
    expect(sessionStore.get().auth?.user.status).toBe('OFFLINE');
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/authenticated',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ token: 'access-1' }) }),
    );
  });

  it('user_activated without an answer still lets the user back in as OFFLINE', async () => {
    signIn({ status: 'BLOCKED' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    emit('user_activated', {});
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/s', { replace: true }));
    expect(sessionStore.get().auth?.user.status).toBe('OFFLINE');
  });

  it('user_permission: the stored keys are replaced here and in the other tabs', () => {
    signIn({ permissions: ['ORDER_ACCESS'] });
    queryClient.setQueryData(permissionsQueryKey('seller-1'), {
      status: 200,
      data: ['ORDER_ACCESS'],
    });
    const otherTab = new FakeBroadcastChannel('platfox');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    emit('user_permission', { permissions: ['ISSUE_ACCESS', 'ISSUE_CREATE'] });
    expect(sessionStore.get().auth?.user.permissions).toEqual(['ISSUE_ACCESS', 'ISSUE_CREATE']);
    expect(queryClient.getQueryData(permissionsQueryKey('seller-1'))).toMatchObject({
      data: ['ISSUE_ACCESS', 'ISSUE_CREATE'],
    });
    expect(heard).toEqual([
      {
        type: 'permission-change',
        userId: 'seller-1',
        permissions: ['ISSUE_ACCESS', 'ISSUE_CREATE'],
      },
    ]);
  });

  it('user_permission with a payload of another shape changes nothing', () => {
    signIn({ permissions: ['ORDER_ACCESS'] });
    emit('user_permission', { permissions: 'ALL' });
    expect(sessionStore.get().auth?.user.permissions).toEqual(['ORDER_ACCESS']);
  });

  it('transaction_balance: the balance in cents follows', () => {
    signIn({ currentBalance: 50_000 });
    emit('transaction_balance', { currentBalance: 42_550 });
    expect(sessionStore.get().auth?.user.currentBalance).toBe(42_550);
    emit('transaction_balance', { nothing: true });
    expect(sessionStore.get().auth?.user.currentBalance).toBe(42_550);
  });

  it('does nothing while signed out', () => {
    emit('user_blocked', { id: 'seller-1' });
    emit('transaction_balance', { currentBalance: 1 });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.get().auth).toBeNull();
  });
});
