import { useEffect, useState } from 'react';

/** The longest a part waits for the browser to be idle once it may show. */
const AT_THE_LATEST_MS = 1_000;

/**
 * True once `isReady` has held and the browser has then had an idle moment (at the latest a
 * second later): a part of a screen that is not what the user came for (a list's export menu,
 * whose code and the contract's schemas it needs are a chunk of their own) is drawn after what
 * is, so that loading and running it does not hold that back (issue 37: the list's rows waited for
 * the export menu's chunks). Tests show it as soon as it is ready, as startSettled starts settled.
 */
export function useIdleAfter(isReady: boolean): boolean {
  const [isIdle, setIdle] = useState(import.meta.env.MODE === 'test');
  useEffect(() => {
    if (!isReady || isIdle) return undefined;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: AT_THE_LATEST_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 100);
    return () => clearTimeout(timer);
  }, [isReady, isIdle]);
  return isReady && isIdle;
}
