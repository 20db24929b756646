import { TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n, loadAllStrings } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { replacePageReload, staleVersionStore } from '../../platform/staleVersion';
import { STORAGE_KEYS } from '../../platform/storage';
import { aSession, json } from '../../test/fixtures';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { App } from '../App';
import { buildRouteObjects } from '../router';
import { ROUTES } from '../routes';
import type { LazyPage } from '../routes/types';
import { wirePlatform } from '../wiring';

/** What a browser says when a tab of the old build asks for a chunk the new build removed. */
const goneChunk = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: http://localhost/assets/${file}`);

/** A lazily loaded screen whose code file is gone from the server. */
const gonePage = (file: string): LazyPage => lazy(() => Promise.reject(goneChunk(file)));

const GonePart = lazy(() => Promise.reject(goneChunk('PartPanel-Cx9.js')));

/** A form page with a leave guard, and a part of it loaded on demand. */
function DraftPage() {
  const [note, setNote] = useState('');
  const [isMoreShown, setMoreShown] = useState(false);
  const guard = useLeaveGuard(note !== '');
  return (
    <div>
      <TextInput
        label="Note"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        data-testid="draft-note"
      />
      <button type="button" onClick={() => setMoreShown(true)}>
        More
      </button>
      {isMoreShown && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <GonePart />
          </Suspense>
        </ChunkBoundary>
      )}
      <LeaveConfirmation guard={guard} />
    </div>
  );
}

const lazyOf = (page: ComponentType): LazyPage => lazy(() => Promise.resolve({ default: page }));

function BuggyPage(): never {
  throw new Error('a bug, not a missing chunk');
}

/** The seller's real route table, with the draft page, a page whose code is gone and a buggy one. */
function renderAt(path: string) {
  const pages: Record<string, LazyPage> = {
    '/s/api-key': lazyOf(DraftPage),
    '/s/orders': gonePage('SellerOrdersPage-B1x2.js'),
    '/s/draft-orders': lazyOf(BuggyPage),
  };
  const routes = ROUTES.map((route) =>
    pages[route.path] ? { ...route, page: pages[route.path] } : route,
  );
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  wirePlatform(router);
  render(<App router={router} />);
  return router;
}

let reload = vi.fn();
let restoreReload = () => undefined as void;

// The shell's layout and every language string are real chunks, compiled on first import: on a
// busy machine that took longer than a screen's wait may (the first test failed in a full run,
// waiting on the shell's loader). Loaded here, the tests wait only for what they are about.
beforeAll(async () => {
  await Promise.all([initI18n('en'), import('./ShellLayout'), loadAllStrings()]);
}, 120_000);

beforeEach(() => {
  queryClient.clear();
  const session = aSession({ type: 'SELLER' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  staleVersionStore.set({ isStale: false, isNoticeShown: false });
  reload = vi.fn();
  restoreReload = replacePageReload(reload);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(404, { status: 404, message: 'Not found', errors: {} })),
  );
  // React reports every error a boundary catches; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreReload();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const expectNo500 = () => {
  expect(screen.queryByTestId('error-page')).toBeNull();
  expect(screen.queryByText('500')).toBeNull();
};

describe('a screen whose code is gone after an update (stale tab)', () => {
  it('shows "A new version is available" with Reload inside the shell, not a 500', async () => {
    sessionStorage.setItem(STORAGE_KEYS.newVersionReload, 'already tried');
    const router = renderAt('/s/api-key');
    await screen.findByTestId('draft-note');
    await act(() => router.navigate('/s/orders'));

    const notice = await screen.findByTestId('new-version-notice');
    expect(within(notice).getByRole('heading').textContent).toBe('A new version is available');
    expectNo500();
    // The top bar and the menu stay.
    expect(screen.getByTestId('user-menu')).toBeTruthy();
    expect(screen.getByTestId('side-menu')).toBeTruthy();
    // The tab already reloaded once by itself this session: now it waits for the user.
    expect(reload).not.toHaveBeenCalled();
    // One notice is enough: the banner does not repeat it.
    expect(screen.queryByTestId('new-version-banner')).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads by itself once per session when nothing is typed, then only on the button', async () => {
    renderAt('/s/orders');
    const notice = await screen.findByTestId('new-version-notice');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expectNo500();
    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);

    // The reload brought the same failure (the file is really missing): no loop.
    cleanup();
    renderAt('/s/orders');
    await screen.findByTestId('new-version-notice');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('goes back to a working screen, with the banner still offering the reload', async () => {
    sessionStorage.setItem(STORAGE_KEYS.newVersionReload, 'already tried');
    const router = renderAt('/s/orders');
    await screen.findByTestId('new-version-notice');
    await act(() => router.navigate('/s/api-key'));
    await screen.findByTestId('draft-note');
    expect(screen.queryByTestId('new-version-notice')).toBeNull();
    expect(screen.getByTestId('new-version-banner').textContent).toContain(
      'A new version is available',
    );
  });

  it('still shows the error page for a bug in a screen', async () => {
    renderAt('/s/draft-orders');
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(screen.queryByTestId('new-version-notice')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('vite:preloadError and parts of a page whose code is gone', () => {
  const preloadError = () =>
    act(() => {
      const event = new Event('vite:preloadError', { cancelable: true });
      Object.assign(event, { payload: new Error('Unable to preload CSS for /assets/x-1.css') });
      window.dispatchEvent(event);
    });

  it('shows the banner over the page, which keeps what was typed; Reload asks first', async () => {
    renderAt('/s/api-key');
    const note = await screen.findByTestId('draft-note');
    fireEvent.change(note, { target: { value: 'half-written reply' } });
    expect(screen.queryByTestId('new-version-banner')).toBeNull();

    await preloadError();

    const banner = await screen.findByTestId('new-version-banner');
    expect(banner.textContent).toContain('A new version is available');
    expect((screen.getByTestId('draft-note') as HTMLInputElement).value).toBe('half-written reply');
    expectNo500();

    // The leave guard is on: the reload would discard the note, so the user is asked first.
    fireEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
    const question = await screen.findByTestId('new-version-unsaved');
    expect(question.textContent).toContain('changes that are not saved yet');
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('new-version-unsaved')).toBeNull());
    expect((screen.getByTestId('draft-note') as HTMLInputElement).value).toBe('half-written reply');
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
    fireEvent.click(
      within(await screen.findByTestId('new-version-unsaved')).getByRole('button', {
        name: 'Reload anyway',
      }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when nothing is unsaved, and never by itself', async () => {
    renderAt('/s/api-key');
    await screen.findByTestId('draft-note');
    await preloadError();
    const banner = await screen.findByTestId('new-version-banner');
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(within(banner).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('new-version-unsaved')).toBeNull();
  });

  it('leaves out a part whose code is gone and keeps the page and its typed values', async () => {
    renderAt('/s/api-key');
    const note = await screen.findByTestId('draft-note');
    fireEvent.change(note, { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'More' }));

    await screen.findByTestId('new-version-banner');
    expect((screen.getByTestId('draft-note') as HTMLInputElement).value).toBe('kept');
    expect(screen.queryByTestId('new-version-notice')).toBeNull();
    expectNo500();
    expect(reload).not.toHaveBeenCalled();
  });
});
