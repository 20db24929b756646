import { lazy, type ComponentType } from 'react';
import { loadAllStrings } from '../../platform/i18n';
import type { LazyPage } from './types';

type Load = () => Promise<{ default: ComponentType }>;

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded when first shown, like React's lazy, whose code can also be fetched earlier:
 * the router starts a route's chunks as soon as the route is known (preloadPage), so they come in
 * parallel with the session check and the shell's own chunk instead of one after the other.
 */
export function lazyPage(
  load: Load,
  /** False for the sign-in form alone: it shows core strings only (platform/i18n loadAllStrings). */
  { needsAllStrings = true }: { needsAllStrings?: boolean } = {},
): LazyPage {
  let loading: ReturnType<Load> | undefined;
  const once = () =>
    (loading ??= needsAllStrings
      ? Promise.all([load(), loadAllStrings()]).then(([module]) => module)
      : load());
  const page = lazy(once);
  loaders.set(page, once);
  return page;
}

/** Starts fetching a screen's code; a failure is left to the screen's own render to show. */
export function preloadPage(page: object | undefined): void {
  void loaders
    .get(page ?? {})?.()
    .catch(() => undefined);
}
