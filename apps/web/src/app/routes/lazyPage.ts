import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadAllStrings } from '../../platform/i18n';
import type { LazyPage } from './types';

type Load = () => Promise<{ default: ComponentType }>;

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded when first shown, like React's lazy, whose code can also be fetched earlier:
 * the router starts a route's chunks as soon as the route is known (preloadPage), so they come in
 * parallel with the session check and the shell's own chunk instead of one after the other.
 *
 * Once its code has arrived the screen renders directly, not through React's lazy: a lazy
 * component suspends on its first render even when its code is already there, and React then
 * shows the fallback and holds the content back for up to 300 ms after it (its Suspense
 * throttling): the time to rows waited for that (issue 16). An instance keeps the kind it began
 * with, so a mounted screen never changes type.
 */
export function lazyPage(
  load: Load,
  /** False for the sign-in form alone: it shows core strings only (platform/i18n loadAllStrings). */
  { needsAllStrings = true }: { needsAllStrings?: boolean } = {},
): LazyPage {
  let loading: ReturnType<Load> | undefined;
  let loaded: ComponentType | undefined;
  const once = () =>
    (loading ??= (
      needsAllStrings ? Promise.all([load(), loadAllStrings()]).then(([module]) => module) : load()
    ).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(once);
  function Page() {
    const [Screen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Screen);
  }
  loaders.set(Page, once);
  return Page;
}

/** Starts fetching a screen's code; a failure is left to the screen's own render to show. */
export function preloadPage(page: object | undefined): void {
  void loaders
    .get(page ?? {})?.()
    .catch(() => undefined);
}
