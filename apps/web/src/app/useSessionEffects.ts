import { useEffect } from 'react';
import { startTabSync } from '../platform/broadcast/sync';
import { connectLive, disconnectLive, suspendLive } from '../platform/live/socket';
import {
  currentAccessToken,
  isAccountType,
  sessionStore,
  signOut,
  startTokenCheck,
  useSession,
} from '../platform/session';
import { useStartSettled } from '../platform/startSettled';

/**
 * What runs while someone is signed in: the token check, the other tabs' messages, the live
 * channel and its account reactions. They hang on the user's identity only, so a refreshed token does not reconnect the
 * socket (it reads the token at each reconnection).
 */
export function useSessionEffects(): void {
  const { auth } = useSession();
  const userId = auth?.user.id;
  const userType = auth?.user.type;
  // The live channel opens once the first screen is drawn (platform/startSettled.ts).
  const isSettled = useStartSettled();

  useEffect(() => (userId ? startTokenCheck() : undefined), [userId]);
  // Listening to the other tabs starts with the session, not with a lazy chunk: a sign-out in
  // another tab must reach this one even while it is still loading.
  useEffect(() => (userId ? startTabSync() : undefined), [userId]);

  useEffect(() => {
    if (!isSettled || !userId || !userType || !isAccountType(userType)) return undefined;
    let isStopped = false;
    let stopAccountEvents: (() => void) | undefined;
    // The account reactions (blocked, activated, permissions, balance) listen before the channel
    // opens, so an event right after the connection is not lost; both load after sign-in only.
    void import('../platform/live/accountEvents').then(({ startAccountEvents }) => {
      if (isStopped) return;
      stopAccountEvents = startAccountEvents();
      void connectLive({
        userId,
        userType,
        getToken: currentAccessToken,
        // The server refuses a blocked user's handshake: the blocked screen stays, without the
        // channel, until the account is active again. Anyone else is signed out.
        onUnauthorized: () =>
          sessionStore.get().auth?.user.status === 'BLOCKED'
            ? suspendLive()
            : signOut({ isServerCalled: false }),
      });
    });
    return () => {
      isStopped = true;
      stopAccountEvents?.();
      disconnectLive();
    };
  }, [isSettled, userId, userType]);
}
