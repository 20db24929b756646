import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { loadAllStrings } from '../../platform/i18n';
import { PageLoader } from '../../ui/FullPageLoader';
import type { LazyPage } from './types';

/**
 * A screen's module; the build adds the address of its file and the files it imports
 * (build/screenChunkUrl.ts).
 */
type Load = () => Promise<{ default: ComponentType; chunkUrl?: string; chunkImports?: unknown }>;

const loaders = new WeakMap<object, () => ReturnType<Load>>();

/**
 * A screen loaded when first shown, like React's lazy, whose code can also be fetched earlier:
 * the router starts a route's chunks as soon as the route is known (preloadPage), so they come in
 * parallel with the session check and the shell's own chunk instead of one after the other.
 *
 * It never suspends while its code loads: it shows the loader itself and then the screen, as a
 * state change. A suspended screen is shown by React behind its Suspense fallback, and React then
 * holds the content back for up to 300 ms after the fallback appeared (its Suspense throttling):
 * the time to rows waited for that whenever the session check answered before the screen's chunk
 * had run (issue 16). Once its code has arrived the screen renders directly; only a chunk that
 * failed to load goes through React's lazy, so that its error reaches the error boundary.
 */
export function lazyPage(
  load: Load,
  {
    needsAllStrings = true,
    fallback = PageLoader,
  }: {
    /** False for the sign-in form alone: it shows core strings only (platform/i18n loadAllStrings). */
    needsAllStrings?: boolean;
    /** Shown while the code loads (the shell's layout: the full-page loader). */
    fallback?: ComponentType;
  } = {},
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
  const Failed = lazy(once);
  function Page() {
    const [Screen, setScreen] = useState<ComponentType | undefined>(() => loaded);
    useEffect(() => {
      if (Screen) return undefined;
      let isMounted = true;
      once().then(
        (module) => isMounted && setScreen(() => module.default),
        () => isMounted && setScreen(() => Failed),
      );
      return () => {
        isMounted = false;
      };
    }, [Screen]);
    return createElement(Screen ?? fallback);
  }
  loaders.set(Page, once);
  return Page;
}

/** Where a built screen came from: its file's address and the files that file imports. */
export type ScreenFiles = { chunkUrl: string; imports: string[] };

/**
 * Starts fetching a screen's code; a failure is left to the screen's own render to show. Resolves
 * to the screen's files once loaded, when the build gave them.
 */
export async function preloadPage(page: object | undefined): Promise<ScreenFiles | undefined> {
  const load = loaders.get(page ?? {});
  if (!load) return undefined;
  return load().then(
    ({ chunkUrl, chunkImports }) =>
      typeof chunkUrl === 'string'
        ? {
            chunkUrl,
            imports: Array.isArray(chunkImports)
              ? chunkImports.filter((file): file is string => typeof file === 'string')
              : [],
          }
        : undefined,
    () => undefined,
  );
}
