import { DISCONNECT_COUNTDOWN_SECONDS, SERVER_RETRY_INTERVAL_MS } from '@platfox/domain';
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

export type ReconnectCountdownOptions = {
  /** Seconds before giving up (the disconnect modal's 60); Infinity never gives up. */
  totalSeconds?: number;
  retryEverySeconds?: number;
  /** Asks the server anything; any answer clears the disconnected flag in the api client. */
  retry: () => void;
  /** Every second: seconds left until giving up and until the next retry. */
  onTick: (state: { secondsLeft: number; secondsToRetry: number }) => void;
  onExpire?: () => void;
};

/**
 * The disconnect countdown of spec 01 section 4: counts down from 60 seconds and retries every
 * 10 seconds; at zero `onExpire` runs (the app goes to the maintenance page). Returns the stop.
 */
export function startReconnectCountdown({
  totalSeconds = DISCONNECT_COUNTDOWN_SECONDS,
  retryEverySeconds = SERVER_RETRY_INTERVAL_MS / 1_000,
  retry,
  onTick,
  onExpire,
}: ReconnectCountdownOptions): () => void {
  let elapsed = 0;
  const timer = setInterval(() => {
    elapsed += 1;
    if (elapsed % retryEverySeconds === 0) retry();
    const secondsLeft = Math.max(0, totalSeconds - elapsed);
    onTick({ secondsLeft, secondsToRetry: retryEverySeconds - (elapsed % retryEverySeconds) });
    if (secondsLeft === 0) {
      clearInterval(timer);
      onExpire?.();
    }
  }, 1_000);
  return () => clearInterval(timer);
}
