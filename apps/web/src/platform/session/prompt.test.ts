import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, anAccessToken, json } from '../../test/fixtures';
import { FakeBroadcastChannel } from '../../test/fakeBroadcastChannel';
import { resetActivity } from '../activity';
import { configureApi } from '../api';
import { closeTabChannel } from '../broadcast';
import { setNavigator } from '../navigation';
import { onSignOut, signOut } from './actions';
import { appUpdateStore, applyAppUpdate, postponeAppUpdate } from './appVersion';
import { configureSessionPrompt, secondsLeft, sessionPromptStore } from './prompt';
import { sessionStore, type Auth } from './store';
import { checkToken, continueSession } from './tokenCheck';

const MINUTE = 60_000;
const NOW = 1_700_000_000_000;
const navigate = vi.fn();
const onExpired = vi.fn();
let calls: string[] = [];

function signInWith({
  isRemembered = false,
  expiresInMs = 2 * MINUTE,
}: { isRemembered?: boolean; expiresInMs?: number } = {}): Auth {
  const session = aSession({}, { expiresTimeStamp: NOW + expiresInMs });
  const auth: Auth = { user: session.user, accessToken: session.accessToken, isRemembered };
  sessionStore.set({ status: 'signedIn', auth });
  return auth;
}

function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(key);
      const answer = routes[key];
      if (!answer) throw new TypeError(`No answer for ${key}`);
      return answer();
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  closeTabChannel();
  FakeBroadcastChannel.reset();
  calls = [];
  setNavigator(navigate);
  configureApi({ onUnauthorized: () => signOut({ isServerCalled: false }) });
  configureSessionPrompt({ onExpired });
  serve({
    'POST /api/logout': () => json(200, { status: 200, message: 'Signed out' }),
    'GET /api/auth/refresh-auth': () =>
      json(200, {
        accessToken: anAccessToken({ token: 'access-2', refreshToken: 'refresh-2' }, NOW),
        appVersion: '1.0.0',
      }),
  });
  sessionStore.set({ status: 'signedOut', auth: null });
  sessionPromptStore.set(null);
  appUpdateStore.set(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  navigate.mockReset();
  onExpired.mockReset();
});

describe('token check (spec 01 section 4)', () => {
  it('refreshes silently for an active user', async () => {
    signInWith();
    resetActivity(NOW - MINUTE);
    await checkToken(NOW);
    expect(calls).toContain('GET /api/auth/refresh-auth');
    expect(sessionPromptStore.get()).toBeNull();
    expect(sessionStore.get().auth?.accessToken.token).toBe('access-2');
  });

  it('refreshes silently with remember me, however long the user was away', async () => {
    signInWith({ isRemembered: true });
    resetActivity(NOW - 60 * MINUTE);
    await checkToken(NOW);
    expect(calls).toContain('GET /api/auth/refresh-auth');
    expect(sessionPromptStore.get()).toBeNull();
  });

  it('asks an inactive user without remember me first, with a 30-second countdown', async () => {
    signInWith();
    resetActivity(NOW - 11 * MINUTE);
    await checkToken(NOW);
    expect(calls).toEqual([]);
    const prompt = sessionPromptStore.get();
    expect(prompt).toEqual({ kind: 'tokenExpiry', endsAt: NOW + 30_000 });
    expect(secondsLeft(prompt!, NOW + 12_300)).toBe(18);
  });

  it('refreshes when the user continues', async () => {
    signInWith();
    resetActivity(NOW - 11 * MINUTE);
    await checkToken(NOW);
    vi.advanceTimersByTime(10_000);
    await continueSession();
    expect(sessionPromptStore.get()).toBeNull();
    expect(calls).toContain('GET /api/auth/refresh-auth');
    vi.advanceTimersByTime(60_000);
    expect(sessionStore.get().status).toBe('signedIn');
  });

  it('signs out when the countdown runs out, and says the session expired', async () => {
    signInWith();
    resetActivity(NOW - 11 * MINUTE);
    await checkToken(NOW);
    vi.advanceTimersByTime(29_000);
    expect(sessionStore.get().status).toBe('signedIn');
    vi.advanceTimersByTime(1_000);
    expect(sessionStore.get().status).toBe('signedOut');
    expect(sessionPromptStore.get()).toBeNull();
    expect(onExpired).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('leaves a token with time to spare alone', async () => {
    signInWith({ expiresInMs: 60 * MINUTE });
    resetActivity(NOW - 11 * MINUTE);
    await checkToken(NOW);
    expect(calls).toEqual([]);
    expect(sessionPromptStore.get()).toBeNull();
  });
});

describe('update banner', () => {
  it('stores the first version seen, and offers an update when a refresh answers another', async () => {
    signInWith();
    resetActivity(NOW);
    await checkToken(NOW);
    expect(localStorage.getItem('appVersion')).toBe('1.0.0');
    expect(appUpdateStore.get()).toBeNull();

    localStorage.setItem('appVersion', '0.9.0');
    signInWith();
    await checkToken(NOW);
    expect(appUpdateStore.get()).toBe('1.0.0');
  });

  it('Update now stores the new version and reloads; Later only hides', () => {
    localStorage.setItem('appVersion', '0.9.0');
    appUpdateStore.set('1.0.0');
    postponeAppUpdate();
    expect(appUpdateStore.get()).toBeNull();
    expect(localStorage.getItem('appVersion')).toBe('0.9.0');

    appUpdateStore.set('1.0.0');
    const reload = vi.fn();
    applyAppUpdate(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(localStorage.getItem('appVersion')).toBe('1.0.0');
  });
});

describe('sign-out (spec 01 section 4)', () => {
  it('clears the user’s stored data, runs the cleanups and tells the other tabs', () => {
    const other = new FakeBroadcastChannel('platfox');
    const received: unknown[] = [];
    other.onmessage = (event) => received.push(event.data);
    const auth = signInWith({ isRemembered: true });
    localStorage.setItem('staffId', 'staff-1');
    localStorage.setItem('featureToken', '{"token":"f","expiresTimeStamp":null}');
    localStorage.setItem('pinSent', 'true');
    localStorage.setItem('appVersion', '1.0.0');
    localStorage.setItem('lang', 'fr');
    const scanner = vi.fn();
    const stop = onSignOut(scanner);
    sessionPromptStore.set({ kind: 'inactivity', endsAt: NOW + 30_000 });

    signOut();

    expect(scanner).toHaveBeenCalledOnce();
    expect(sessionPromptStore.get()).toBeNull();
    for (const key of ['auth', 'remember', 'staffId', 'featureToken', 'pinSent'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('appVersion')).toBe('1.0.0');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(received).toEqual([{ type: 'sign-out', userId: auth.user.id }]);
    // The tab's own channel is closed: only the test's listener is left.
    expect([...FakeBroadcastChannel.open]).toEqual([other]);
    stop();
  });

  it('does not echo a sign-out that came from another tab, nor call the server', () => {
    signInWith();
    signOut({ isServerCalled: false, isFromOtherTab: true });
    expect(FakeBroadcastChannel.posted).toEqual([]);
    expect(calls).not.toContain('POST /api/logout');
    expect(sessionStore.get().status).toBe('signedOut');
  });
});
