import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isChunkLoadError,
  staleVersionStore,
  takeAutomaticReload,
  watchStaleVersion,
} from './staleVersion';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/Page-a1.js', // Chromium
    'error loading dynamically imported module: https://x.test/assets/Page-a1.js', // Firefox
    'Importing a module script failed.', // Safari
    'Unable to preload CSS for /assets/Page-a1.css', // vite
  ])('knows "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not take a bug or a failed API call for a missing chunk', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('watchStaleVersion', () => {
  let stop = () => undefined as void;
  beforeEach(() => {
    staleVersionStore.set({ isStale: false, isNoticeShown: false });
    stop = watchStaleVersion();
  });
  afterEach(() => stop());

  const rejection = (reason: unknown) =>
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

  it('notes an uncaught failed import (a language chunk), and nothing else', () => {
    rejection(new Error('the server said no'));
    expect(staleVersionStore.get().isStale).toBe(false);
    rejection(new TypeError('Importing a module script failed.'));
    expect(staleVersionStore.get().isStale).toBe(true);
  });

  it('notes vite:preloadError', () => {
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(staleVersionStore.get().isStale).toBe(true);
  });
});

describe('takeAutomaticReload', () => {
  it('gives one automatic reload per tab session', () => {
    expect(takeAutomaticReload()).toBe(true);
    expect(takeAutomaticReload()).toBe(false);
  });
});
