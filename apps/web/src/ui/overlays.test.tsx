import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { IconFileImport } from '@tabler/icons-react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStore, setServerDisconnected } from '../platform/connection';
import { initI18n } from '../platform/i18n';
import { appUpdateStore, sessionPromptStore, sessionStore } from '../platform/session';
import { aSession, json } from '../test/fixtures';
import { renderInApp } from '../test/render';
import { showProcessingToast } from './processingToast';
import { ServerDisconnectedModal } from './ServerDisconnectedModal';
import { SessionPromptModal } from './SessionPromptModal';
import { UpdateBanner } from './UpdateBanner';

let calls: Array<{ key: string; body: unknown }> = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  calls = [];
  const session = aSession();
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        key: `${init.method ?? 'GET'} ${url}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      throw new TypeError('Failed to fetch');
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  connectionStore.set({ isServerDisconnected: false, isClientOffline: false, isRestored: false });
  sessionPromptStore.set(null);
  appUpdateStore.set(null);
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('disconnect-server modal', () => {
  it('counts down from 60, retries with the token every 10 s, and closes on an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderInApp(<ServerDisconnectedModal pathname="/s" />, { path: '/s' });
    expect(screen.queryByTestId('disconnect-countdown')).toBeNull();
    act(() => setServerDisconnected(true));
    expect((await screen.findByTestId('disconnect-countdown')).textContent).toBe(
      'Reconnecting… 60 s left',
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByTestId('disconnect-countdown').textContent).toBe('Reconnecting… 50 s left');
    expect(calls).toEqual([{ key: 'POST /api/auth/authenticated', body: { token: 'access-1' } }]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { id: 'u-1' })),
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(connectionStore.get().isServerDisconnected).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('disconnect-countdown')).toBeNull());
  });

  it('goes to the maintenance page when the countdown runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setServerDisconnected(true);
    const { router } = renderInApp(<ServerDisconnectedModal pathname="/s" />, { path: '/s' });
    await screen.findByTestId('disconnect-countdown');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(calls).toHaveLength(6);
  });

  it('stays closed while the browser is offline (the offline banner speaks)', async () => {
    connectionStore.set({ isServerDisconnected: true, isClientOffline: true, isRestored: false });
    renderInApp(<ServerDisconnectedModal pathname="/s" />, { path: '/s' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('disconnect-countdown')).toBeNull();
  });
});

describe('session prompt', () => {
  it('shows the seconds left and Continue closes it', async () => {
    const onContinue = vi.fn();
    sessionPromptStore.set({ kind: 'inactivity', endsAt: Date.now() + 30_000 });
    renderInApp(<SessionPromptModal onContinue={onContinue} />);
    expect((await screen.findByTestId('session-prompt-text')).textContent).toBe(
      'You have been inactive for a while. You will be logged out automatically after 30 seconds.',
    );
    fireEvent.click(screen.getByTestId('session-continue'));
    expect(sessionPromptStore.get()).toBeNull();
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('Logout signs out at once', async () => {
    sessionPromptStore.set({ kind: 'tokenExpiry', endsAt: Date.now() + 30_000 });
    const { router } = renderInApp(<SessionPromptModal />, { path: '/s' });
    expect(await screen.findByText('Your session is about to expire')).toBeTruthy();
    fireEvent.click(screen.getByTestId('session-logout'));
    expect(sessionStore.get().status).toBe('signedOut');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('update banner', () => {
  it('appears for a new version; Later hides it', async () => {
    renderInApp(<UpdateBanner />);
    expect(screen.queryByTestId('update-banner')).toBeNull();
    act(() => appUpdateStore.set('2.0.0'));
    expect((await screen.findByTestId('update-banner')).textContent).toContain(
      'A new system update is available.',
    );
    fireEvent.click(screen.getByTestId('update-later'));
    expect(screen.queryByTestId('update-banner')).toBeNull();
  });
});

describe('processing-queue toast', () => {
  it('shows the text while working and hides 1 second after done by default', async () => {
    renderInApp(<div />);
    const toast = showProcessingToast({
      text: 'Importing orders',
      icon: <IconFileImport data-testid="toast-icon" />,
    });
    expect(await screen.findByText('Importing orders')).toBeTruthy();
    expect(screen.getByTestId('toast-icon')).toBeTruthy();
    act(() => toast.done('Orders imported'));
    expect(await screen.findByText('Orders imported')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Orders imported')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Orders imported')).toBeNull(), {
      timeout: 2_000,
    });
  });

  it('says Processing… without a text, and hides on demand', async () => {
    renderInApp(<div />);
    const toast = showProcessingToast({ hideDelayMs: 10 });
    expect(await screen.findByText('Processing…')).toBeTruthy();
    act(() => toast.hide());
    await waitFor(() => expect(screen.queryByText('Processing…')).toBeNull());
  });
});
