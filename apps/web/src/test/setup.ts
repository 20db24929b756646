import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after this (a cap: they return as soon as the screen shows it). The
// library's 1 s failed tests on a machine at load 12.
configure({ asyncUtilTimeout: 10_000 });

// What Mantine measures with, where the test DOM lacks it (jsdom has no matchMedia nor
// ResizeObserver; happy-dom has both): plain stand-ins are enough for rendering.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
// Mantine's autosize textarea listens to document.fonts, which jsdom and happy-dom lack.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
