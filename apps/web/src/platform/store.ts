import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value. Session, connection and error-page state are read both by React and by
 * plain modules (the api client, the token check), so they live outside React and components
 * subscribe with useStore.
 */
export type Store<T> = {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Reads a store in a component. The selector must return a stored value or a primitive. */
export function useStore<T, S = T>(
  store: Store<T>,
  select: (value: T) => S = (value) => value as unknown as S,
): S {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
