import { readString, STORAGE_KEYS } from '../storage';
import { createStore } from '../store';
import { saveAppVersion } from './persistence';

/**
 * The update banner (spec 01 section 2.8): each token refresh answers the server's app version;
 * when it differs from the one stored, a newer version is available. "Update now" stores it and
 * reloads; "Later" hides the banner until the next refresh.
 */
export const appUpdateStore = createStore<string | null>(null);

export function noteAppVersion(version: string): void {
  const stored = readString('local', STORAGE_KEYS.appVersion);
  if (stored === null) {
    saveAppVersion(version);
    return;
  }
  if (stored !== version) appUpdateStore.set(version);
}

export function applyAppUpdate(reload: () => void = () => window.location.reload()): void {
  const version = appUpdateStore.get();
  if (version) saveAppVersion(version);
  reload();
}

export function postponeAppUpdate(): void {
  appUpdateStore.set(null);
}
