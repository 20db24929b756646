import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser, anAccessToken, json } from '../../test/fixtures';
import { configureApi } from '../api';
import { setNavigator } from '../navigation';
import { restoreSession, signIn, signOut } from './actions';
import { sessionStore } from './store';
import { checkToken, isRefreshDue, REFRESH_BEFORE_EXPIRY_MS } from './tokenCheck';

type Call = { url: string; method: string; headers: Headers; body: unknown };

/** Replaces fetch with a router of canned answers and records each call. */
function serve(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({
        url,
        method,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      const answer = routes[`${method} ${url.split('?')[0]}`];
      if (!answer) throw new TypeError(`No answer for ${method} ${url}`);
      return answer();
    }),
  );
  return calls;
}

const navigate = vi.fn();

beforeEach(() => {
  setNavigator(navigate);
  configureApi({ onUnauthorized: () => signOut({ isServerCalled: false }) });
  sessionStore.set({ status: 'signedOut', auth: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  navigate.mockReset();
});

describe('sign-in', () => {
  it('keeps the auth object in sessionStorage without remember me', async () => {
    serve({ 'POST /api/auth/authenticate': () => json(200, aSession()) });
    const auth = await signIn({
      email: 'seller@demo.test',
      password: 'Demo@12345',
      rememberMe: false,
    });
    expect(auth.user.type).toBe('SELLER');
    expect(sessionStore.get().status).toBe('signedIn');
    expect(JSON.parse(sessionStorage.getItem('auth') ?? 'null')).toMatchObject({
      user: { email: 'seller@demo.test' },
      accessToken: { token: 'access-1', refreshToken: 'refresh-1' },
    });
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps it in localStorage with remember me', async () => {
    serve({ 'POST /api/auth/authenticate': () => json(200, aSession()) });
    await signIn({ email: 'seller@demo.test', password: 'Demo@12345', rememberMe: true });
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(sessionStorage.getItem('auth')).toBeNull();
  });

  it('hands the server’s 401 to the form without signing anyone out', async () => {
    const calls = serve({
      'POST /api/auth/authenticate': () =>
        json(401, { status: 401, message: 'The email or password is incorrect.', errors: {} }),
    });
    await expect(
      signIn({ email: 'a@b.co', password: 'x', rememberMe: false }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'The email or password is incorrect.',
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/authenticate']);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it('tells the server, clears the stored auth and goes to /login', async () => {
    const calls = serve({
      'POST /api/auth/authenticate': () => json(200, aSession()),
      'POST /api/logout': () => json(200, { status: 200, message: 'Signed out' }),
    });
    await signIn({ email: 'seller@demo.test', password: 'Demo@12345', rememberMe: true });
    signOut();
    expect(sessionStore.get()).toEqual({ status: 'signedOut', auth: null });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('remember')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    const logout = calls.find((call) => call.url === '/api/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer access-1');
  });
});

describe('start-up check of a stored token', () => {
  const store = (remember: boolean) =>
    (remember ? localStorage : sessionStorage).setItem(
      'auth',
      JSON.stringify({ user: aUser(), accessToken: anAccessToken() }),
    );

  it('asks POST auth/authenticated {token} and takes the answered user', async () => {
    store(true);
    localStorage.setItem('remember', 'true');
    const calls = serve({
      'POST /api/auth/authenticated': () => json(200, aUser({ fullName: 'Fresh Name' })),
    });
    const done = restoreSession();
    expect(sessionStore.get().status).toBe('checking');
    await done;
    expect(calls[0]?.body).toEqual({ token: 'access-1' });
    expect(sessionStore.get()).toMatchObject({
      status: 'signedIn',
      auth: { isRemembered: true, user: { fullName: 'Fresh Name' } },
    });
  });

  it('asks once when the early check answers a user the contract accepts', async () => {
    store(false);
    const calls = serve({
      'POST /api/auth/authenticated': () => json(200, aUser({ fullName: 'Fresh Name' })),
    });
    await restoreSession();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sessionStore.get()).toMatchObject({
      status: 'signedIn',
      auth: { user: { fullName: 'Fresh Name' } },
    });
  });

  it('asks again when the early answer is not a valid user, and takes only the valid one', async () => {
    store(false);
    const answers = [{ id: 'not a user' }, aUser({ fullName: 'Checked Name' })];
    const calls = serve({
      'POST /api/auth/authenticated': () => json(200, answers.shift()),
    });
    await restoreSession();
    expect(calls).toHaveLength(2);
    expect(sessionStore.get()).toMatchObject({
      status: 'signedIn',
      auth: { user: { fullName: 'Checked Name' } },
    });
  });

  it('signs out on a 401', async () => {
    store(false);
    serve({
      'POST /api/auth/authenticated': () =>
        json(401, { status: 401, message: 'Invalid token', errors: {} }),
    });
    await restoreSession();
    expect(sessionStore.get().status).toBe('signedOut');
    expect(sessionStorage.getItem('auth')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('keeps the stored user when the server does not answer', async () => {
    store(false);
    serve({});
    await restoreSession();
    expect(sessionStore.get()).toMatchObject({
      status: 'signedIn',
      auth: { user: { email: 'seller@demo.test' } },
    });
  });

  it('is signed out with nothing stored', async () => {
    const calls = serve({});
    await restoreSession();
    expect(sessionStore.get().status).toBe('signedOut');
    expect(calls).toEqual([]);
  });
});

describe('token check', () => {
  const now = 1_700_000_000_000;
  const signInAt = async (expiresTimeStamp: number) => {
    serve({ 'POST /api/auth/authenticate': () => json(200, aSession({}, { expiresTimeStamp })) });
    await signIn({ email: 'seller@demo.test', password: 'Demo@12345', rememberMe: false });
  };

  it('refreshes only when less than five minutes remain', () => {
    expect(isRefreshDue({ expiresTimeStamp: now + REFRESH_BEFORE_EXPIRY_MS + 1 }, now)).toBe(false);
    expect(isRefreshDue({ expiresTimeStamp: now + REFRESH_BEFORE_EXPIRY_MS - 1 }, now)).toBe(true);
    expect(isRefreshDue({ expiresTimeStamp: now - 1 }, now)).toBe(true);
  });

  it('refreshes through GET auth/refresh-auth?token=<refreshToken> and keeps the app version', async () => {
    await signInAt(now + 60_000);
    const calls = serve({
      'GET /api/auth/refresh-auth': () =>
        json(200, {
          accessToken: anAccessToken({ token: 'access-2', refreshToken: 'refresh-2' }, now),
          appVersion: '1.4.0',
        }),
    });
    await checkToken(now);
    expect(calls[0]?.url).toBe('/api/auth/refresh-auth?token=refresh-1');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(sessionStore.get().auth?.accessToken.token).toBe('access-2');
    expect(JSON.parse(sessionStorage.getItem('auth') ?? '{}')).toMatchObject({
      accessToken: { refreshToken: 'refresh-2' },
    });
    expect(localStorage.getItem('appVersion')).toBe('1.4.0');
  });

  it('leaves a token with time to spare alone', async () => {
    await signInAt(now + 3_600_000);
    const calls = serve({});
    await checkToken(now);
    expect(calls).toEqual([]);
  });

  it('signs out to /login when the refresh is refused', async () => {
    await signInAt(now + 60_000);
    serve({
      'GET /api/auth/refresh-auth': () =>
        json(401, { status: 401, message: 'Refresh token reused', errors: {} }),
    });
    await checkToken(now);
    expect(sessionStore.get().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('keeps the session when the server cannot be reached, to try again next time', async () => {
    await signInAt(now + 60_000);
    serve({});
    await checkToken(now);
    expect(sessionStore.get().status).toBe('signedIn');
  });
});
