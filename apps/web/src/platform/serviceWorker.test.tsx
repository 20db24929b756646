import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewVersionBanner } from '../ui/NewVersion';
import { initI18n } from './i18n';
import { registerServiceWorker, SERVICE_WORKER_URL } from './serviceWorker';
import { staleVersionStore } from './staleVersion';

/** A browser's worker registration, driven by the test. */
class FakeRegistration extends EventTarget {
  active: { postMessage: ReturnType<typeof vi.fn> } | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
}
class FakeWorker extends EventTarget {
  state = 'installing';
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

let registration: FakeRegistration;
let register: ReturnType<typeof vi.fn>;
let languageListener: ((language: string) => void) | undefined;
const language = {
  current: () => 'en',
  onChange: (listener: (value: string) => void) => {
    languageListener = listener;
    return () => {
      languageListener = undefined;
    };
  },
};
let stop = () => undefined as void;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  registration = new FakeRegistration();
  registration.active = { postMessage: vi.fn() };
  register = vi.fn(async () => registration);
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { register, ready: Promise.resolve(registration) },
  });
  staleVersionStore.set({ isStale: false, isNoticeShown: false });
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  staleVersionStore.set({ isStale: false, isNoticeShown: false });
});

/** The registration has been made and watched. */
const registered = () => vi.waitFor(() => expect(register).toHaveBeenCalled());

describe('the service worker, seen from the app', () => {
  it('is not registered outside a production build', () => {
    stop = registerServiceWorker({ isEnabled: false, language });
    expect(register).not.toHaveBeenCalled();
  });

  it('is registered at /service-worker.js for the whole app, never from the HTTP cache', async () => {
    stop = registerServiceWorker({ isEnabled: true, language });
    await registered();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
  });

  it('tells the worker the language for its offline page, and each change of it', async () => {
    stop = registerServiceWorker({ isEnabled: true, language });
    await registered();
    await vi.waitFor(() =>
      expect(registration.active?.postMessage).toHaveBeenCalledWith({
        type: 'language',
        language: 'en',
      }),
    );
    languageListener?.('ar');
    await vi.waitFor(() =>
      expect(registration.active?.postMessage).toHaveBeenLastCalledWith({
        type: 'language',
        language: 'ar',
      }),
    );
  });

  it('offers the reload once a newer build’s worker took over', async () => {
    render(
      <MantineProvider>
        <NewVersionBanner />
      </MantineProvider>,
    );
    stop = registerServiceWorker({ isEnabled: true, language });
    await registered();
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    expect(screen.queryByTestId('new-version-banner')).toBeNull();
    worker.moveTo('activated');
    expect((await screen.findByTestId('new-version-banner')).textContent).toContain(
      'Platfox was updated since this tab was opened',
    );
  });

  it('says nothing when the first worker of this browser installs', async () => {
    registration.active = null;
    stop = registerServiceWorker({ isEnabled: true, language });
    await registered();
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('activated');
    expect(staleVersionStore.get().isStale).toBe(false);
  });

  it('asks for a newer worker every half hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stop = registerServiceWorker({ isEnabled: true, language });
      await registered();
      await vi.waitFor(() => expect(registration.active?.postMessage).toHaveBeenCalled());
      expect(registration.update).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(registration.update).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
