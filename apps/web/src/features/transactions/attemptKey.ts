import { useCallback, useRef } from 'react';

/**
 * The Idempotency-Key of a payment-like call, once per attempt: the same request sent again (a
 * retry after a lost answer, a double click) carries the same key, so the server answers the first
 * row instead of moving money twice; a changed request is a new attempt with a new key (the same
 * key for another amount is refused with 409). `finish` ends the attempt after it succeeded.
 */
export function useAttemptKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (attempt.current?.request !== text) {
      attempt.current = { request: text, key: crypto.randomUUID() };
    }
    return attempt.current.key;
  }, []);
  const finish = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, finish };
}
