import { readString, STORAGE_KEYS } from './storage';
import { createStore } from './store';

/**
 * Pages asking the shell to collapse or expand its side menu (spec 02 section 2.6: a data list in
 * grid layout collapses it). The shell owns the state; it applies a request and clears it, so a
 * request made before the shell listens (child effects run first) is still applied once.
 */
export const sideMenuRequestStore = createStore<{ isCollapsed: boolean } | null>(null);

export function requestSideMenuCollapsed(isCollapsed: boolean): void {
  sideMenuRequestStore.set({ isCollapsed });
}

/** The shell's current choice as it keeps it in session storage. */
export function isSideMenuCollapsed(): boolean {
  return readString('session', STORAGE_KEYS.isSideMenuCollapsed) === 'true';
}
