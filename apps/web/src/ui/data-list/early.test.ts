import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../test/fixtures';
import { queryClient } from '../../platform/api/queryClient';
import { sessionStore } from '../../platform/session/store';
import { askEarly, isRecordable, recordFirstRequest, takeEarly, takeEarlyNow } from './early';
import { dataListKeys } from './keys';

const URL = '/api/data-lists';
const usersQuery = {
  model: 'user',
  filters: [],
  sorting: [{ field: 'createdAt', direction: 'desc' }],
  pagination: { page: 1, pageSize: 100 },
};
const answer = { items: [{ id: 'u1' }], total: 1 };
let fetchMock: ReturnType<typeof vi.fn>;

function signIn() {
  const session = aSession();
  sessionStore.set({
    status: 'signedIn',
    auth: { user: session.user, accessToken: session.accessToken, isRemembered: true },
  });
  return session.accessToken.token;
}

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
  queryClient.clear();
  localStorage.clear();
});

describe("a list's first page asked for as the navigation starts", () => {
  it('sends the request the list opened with last time, with the session, and gives the answer to that list once', async () => {
    const token = signIn();
    recordFirstRequest('/r/users', 'users-root', URL, usersQuery);
    askEarly('/r/users');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(URL);
    expect(JSON.parse(String(init.body))).toEqual(usersQuery);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);

    // The navigation's later updates do not send it again.
    askEarly('/r/users');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarly('users-root', usersQuery)).resolves.toEqual(answer);
    expect(takeEarly('users-root', usersQuery)).toBeNull();
  });

  it('gives an answer that is back already at once, to the same request only and once', async () => {
    signIn();
    // List keys of their own: what earlier tests sent stays in flight for 10 s.
    recordFirstRequest('/r/sellers', 'sellers-now', URL, usersQuery);
    askEarly('/r/sellers');
    // Not back yet: the list waits for it through takeEarly, as before.
    expect(takeEarlyNow('sellers-now', usersQuery)).toBeUndefined();
    await vi.waitFor(() => expect(takeEarlyNow('sellers-now', usersQuery)).toEqual(answer));
    expect(takeEarlyNow('sellers-now', usersQuery)).toBeUndefined();
    expect(takeEarly('sellers-now', usersQuery)).toBeNull();

    recordFirstRequest('/r/admins', 'admins-now', URL, usersQuery);
    askEarly('/r/admins');
    const other = { ...usersQuery, pagination: { page: 1, pageSize: 20 } };
    // Back, but for another request (another page size): not given.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(takeEarlyNow('admins-now', other)).toBeUndefined();
    // Left for takeEarly, which refuses it for the other request.
    expect(takeEarly('admins-now', other)).toBeNull();
  });

  it('is not taken by a list whose request differs (another page size), nor when it failed', async () => {
    signIn();
    recordFirstRequest('/r/users', 'users-root', URL, usersQuery);
    askEarly('/r/users');
    const other = { ...usersQuery, pagination: { page: 1, pageSize: 20 } };
    expect(takeEarly('users-root', other)).toBeNull();

    fetchMock.mockImplementation(async () => new Response('{"message":"no"}', { status: 401 }));
    recordFirstRequest('/r/roles', 'roles', URL, { ...usersQuery, model: 'user-role' });
    askEarly('/r/roles');
    await expect(takeEarly('roles', { ...usersQuery, model: 'user-role' })).resolves.toBeNull();
  });

  it('sends nothing without a session, for an address never seen, or for a page already in the cache', () => {
    recordFirstRequest('/r/users', 'users-root', URL, usersQuery);
    askEarly('/r/users');
    signIn();
    askEarly('/r/other');
    queryClient.setQueryData(dataListKeys.page(usersQuery as never), answer);
    askEarly('/r/users');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps nothing the user typed: no filters, no cursor, only page 1; and at most 30 addresses', () => {
    expect(isRecordable(usersQuery)).toBe(true);
    expect(isRecordable({ ...usersQuery, filters: [{ field: 'email' }] })).toBe(false);
    expect(isRecordable({ ...usersQuery, pagination: { page: 1, cursor: 'abc' } })).toBe(false);
    expect(isRecordable({ ...usersQuery, pagination: { page: 2 } })).toBe(false);
    for (let index = 0; index < 40; index += 1)
      recordFirstRequest(`/r/users?n=${index}`, 'users', URL, usersQuery);
    const kept = Object.keys(JSON.parse(localStorage.getItem('earlyLists') ?? '{}') as object);
    expect(kept).toHaveLength(30);
    expect(kept.at(-1)).toBe('/r/users?n=39');
    expect(kept[0]).toBe('/r/users?n=10');
  });
});
