/*
 * Which forms hold unsaved changes, apart from the leave guard's hook (which needs the router), so
 * the new-version notice can ask without loading the router on the sign-in page (issue 16).
 */

/** The forms holding unsaved changes right now, so a logout can ask first (spec 01 section 5). */
export const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Until this time closing or reloading the tab does not warn: the user already chose to. */
let unloadAllowedUntil = 0;

export const isUnloadAllowed = (): boolean => Date.now() < unloadAllowedUntil;

/**
 * Lets the tab unload without the browser's own warning, after the app asked the question itself
 * (the new-version reload): asking twice would only teach users to click through. Short-lived, so
 * a reload the browser dropped leaves the guard on again.
 */
export function allowUnload(forMs = 10_000): void {
  unloadAllowedUntil = Date.now() + forMs;
}
