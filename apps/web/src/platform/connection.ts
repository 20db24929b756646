import { createStore } from './store';

/**
 * Connection flags of spec 01 section 4: the server is marked disconnected when a request gets no
 * answer while the browser is online; the client is offline when the browser says so.
 */
export type ConnectionState = {
  isServerDisconnected: boolean;
  isClientOffline: boolean;
  /** Set when the browser comes back online, until the user dismisses the "restored" notice. */
  isRestored: boolean;
};

export const connectionStore = createStore<ConnectionState>({
  isServerDisconnected: false,
  isClientOffline: typeof navigator !== 'undefined' && !navigator.onLine,
  isRestored: false,
});

export function setServerDisconnected(isServerDisconnected: boolean): void {
  connectionStore.set((state) =>
    state.isServerDisconnected === isServerDisconnected
      ? state
      : { ...state, isServerDisconnected },
  );
}

export function setClientOffline(isClientOffline: boolean): void {
  connectionStore.set((state) => {
    if (state.isClientOffline === isClientOffline) return state;
    return { ...state, isClientOffline, isRestored: !isClientOffline };
  });
}

export function dismissRestored(): void {
  connectionStore.set((state) => (state.isRestored ? { ...state, isRestored: false } : state));
}

/** Follows the browser's online/offline events; returns the unsubscribe. */
export function watchBrowserConnection(): () => void {
  const goOnline = () => setClientOffline(false);
  const goOffline = () => setClientOffline(true);
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
}
