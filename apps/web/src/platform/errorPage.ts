import { createStore, useStore } from './store';

/**
 * The status shown by the error page in place of the current page (spec 01 section 8). It is set
 * by the api client when a caller asks for the error page and cleared on every navigation, which
 * is how "browser back resets the error status" holds.
 */
export const errorPageStore = createStore<number | null>(null);

export function showErrorPage(status: number): void {
  errorPageStore.set(status);
}

export function clearErrorPage(): void {
  errorPageStore.set(null);
}

export function useErrorPageStatus(): number | null {
  return useStore(errorPageStore);
}
