import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, json } from '../../test/fixtures';
import { FakeBroadcastChannel } from '../../test/fakeBroadcastChannel';
import { isUserActive, resetActivity } from '../activity';
import { queryClient } from '../api/queryClient';
import { setNavigator } from '../navigation';
import { permissionsQueryKey, sessionPromptStore, sessionStore, signOut } from '../session';
import { BROADCAST_CHANNEL_NAME, closeTabChannel, onTabMessage, postToTabs } from '.';
import { startTabSync } from './sync';

const navigate = vi.fn();
/** Another tab of the same browser. */
let otherTab: FakeBroadcastChannel;

const fromOtherTab = (data: unknown) => otherTab.postMessage(data);

function signIn(permissions: string[] = ['ORDER_ACCESS']) {
  const session = aSession({ id: 'u-1', type: 'ADMIN', permissions });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: true } });
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { status: 200, message: 'Signed out' })),
  );
  closeTabChannel();
  FakeBroadcastChannel.reset();
  otherTab = new FakeBroadcastChannel(BROADCAST_CHANNEL_NAME);
  setNavigator(navigate);
  queryClient.clear();
  sessionPromptStore.set(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  navigate.mockReset();
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('the tab channel', () => {
  it('is named platfox and carries messages to the other tabs only', () => {
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const mine = vi.fn();
    const stop = onTabMessage(mine);
    postToTabs({ type: 'activity', userId: 'u-1', at: 5 });
    expect(BROADCAST_CHANNEL_NAME).toBe('platfox');
    expect(heard).toEqual([{ type: 'activity', userId: 'u-1', at: 5 }]);
    expect(mine).not.toHaveBeenCalled();
    stop();
  });

  it('ignores messages it does not know', () => {
    const handler = vi.fn();
    const stop = onTabMessage(handler);
    fromOtherTab({ type: 'format-disk' });
    fromOtherTab('sign-out');
    fromOtherTab({ type: 'processing-deposit', userId: 'u-1', state: 'charge-twice' });
    expect(handler).not.toHaveBeenCalled();
    fromOtherTab({ type: 'processing-deposit', userId: 'u-1', state: 'done', extra: 1 });
    expect(handler).toHaveBeenCalledWith({
      type: 'processing-deposit',
      userId: 'u-1',
      state: 'done',
    });
    stop();
  });
});

describe('what a tab does with the others’ messages', () => {
  it('signs out when another tab of the same user signs out, without calling the server', () => {
    signIn();
    const stop = startTabSync();
    fromOtherTab({ type: 'sign-out', userId: 'u-1' });
    expect(sessionStore.get().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('leaves a tab signed in as someone else alone', () => {
    signIn();
    const stop = startTabSync();
    fromOtherTab({ type: 'sign-out', userId: 'someone-else' });
    expect(sessionStore.get().status).toBe('signedIn');
    stop();
  });

  it('takes the new permission keys, in the session and in the cached permissions answer', () => {
    signIn(['ORDER_ACCESS']);
    queryClient.setQueryData(permissionsQueryKey('u-1'), { status: 200, data: ['ORDER_ACCESS'] });
    const stop = startTabSync();
    fromOtherTab({ type: 'permission-change', userId: 'u-1', permissions: ['USER_ACCESS'] });
    expect(sessionStore.get().auth?.user.permissions).toEqual(['USER_ACCESS']);
    expect(queryClient.getQueryData(permissionsQueryKey('u-1'))).toEqual({
      status: 200,
      data: ['USER_ACCESS'],
    });
    stop();
  });

  it('counts another tab’s activity and answers this tab’s still-there question', () => {
    signIn();
    resetActivity(0);
    sessionPromptStore.set({ kind: 'inactivity', endsAt: Date.now() + 30_000 });
    const stop = startTabSync();
    fromOtherTab({ type: 'activity', userId: 'u-1', at: Date.now() });
    expect(isUserActive()).toBe(true);
    expect(sessionPromptStore.get()).toBeNull();
    stop();
  });

  it('posts its own sign-out for the others', () => {
    signIn();
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    signOut();
    expect(heard).toEqual([{ type: 'sign-out', userId: 'u-1' }]);
  });
});
