import { useSyncExternalStore } from 'react';

/*
 * What the first screen does not show (the live channel, the notification bell's page, the admin
 * menu's counters) waits until the browser is idle once after the shell's first render, so that it
 * does not hold back the page's own content: their requests, answers and re-renders used to land
 * in the middle of a list's first render (issue 16). A page without the shell starts them on a
 * timer. Tests start settled.
 */

let isSettled = import.meta.env.MODE === 'test';
let isIdleAsked = false;
let isTimerSet = false;
const listeners = new Set<() => void>();
/** The longest the deferred work waits, whatever the page. */
const AT_THE_LATEST_MS = 1_500;

function settle(): void {
  if (isSettled) return;
  isSettled = true;
  for (const listener of [...listeners]) listener();
}

/** The shell has drawn its first screen: what waited starts at the next idle moment. */
export function settleWhenIdle(): void {
  if (isSettled || isIdleAsked) return;
  isIdleAsked = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: 1_000 });
  else setTimeout(settle, 100);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!isSettled && !isTimerSet) {
    isTimerSet = true;
    setTimeout(settle, AT_THE_LATEST_MS);
  }
  return () => listeners.delete(listener);
}

/** Whether the start has settled: the deferred work may begin. */
export function useStartSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isSettled,
    () => isSettled,
  );
}
