import { useEffect, useRef } from 'react';
import { PROCESS_BROADCAST_MS, postToTabs, type DepositState } from '../../platform/broadcast';
import { useCurrentUser } from '../../platform/session';

/**
 * Tells the seller's other tabs about a deposit this tab is processing (spec 01 section 7: the
 * broadcast channel carries processing-deposit messages): `processing` every second while it runs,
 * so a tab opened meanwhile hears it too and a tab that closes mid-way is forgotten by the others;
 * `done` or `failed` once at the end. `null`: nothing is being processed here.
 */
export function useDepositBroadcast(state: DepositState | null): void {
  const userId = useCurrentUser()?.id;
  const last = useRef<DepositState | null>(null);
  useEffect(() => {
    if (!userId || state === null) return undefined;
    if (state !== 'processing') {
      // Only an end this tab saw begin: a page that opens already done says nothing.
      if (last.current === 'processing') postToTabs({ type: 'processing-deposit', userId, state });
      last.current = state;
      return undefined;
    }
    last.current = state;
    const post = () => postToTabs({ type: 'processing-deposit', userId, state });
    post();
    const timer = setInterval(post, PROCESS_BROADCAST_MS);
    return () => clearInterval(timer);
  }, [userId, state]);
}

/** A mutation's or a capture's state as the broadcast words it. */
export function depositStateOf(query: {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}): DepositState | null {
  if (query.isPending) return 'processing';
  if (query.isSuccess) return 'done';
  if (query.isError) return 'failed';
  return null;
}
