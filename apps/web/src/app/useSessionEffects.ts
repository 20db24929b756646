import { useEffect } from 'react';
import { connectLive, disconnectLive } from '../platform/live/socket';
import {
  currentAccessToken,
  isAccountType,
  signOut,
  startTokenCheck,
  useSession,
} from '../platform/session';

/**
 * What runs while someone is signed in: the token check and the live channel. Both hang on the
 * user's identity only, so a refreshed token does not reconnect the socket (it reads the token at
 * each reconnection).
 */
export function useSessionEffects(): void {
  const { auth } = useSession();
  const userId = auth?.user.id;
  const userType = auth?.user.type;

  useEffect(() => (userId ? startTokenCheck() : undefined), [userId]);

  useEffect(() => {
    if (!userId || !userType || !isAccountType(userType)) return undefined;
    void connectLive({
      userId,
      userType,
      getToken: currentAccessToken,
      onUnauthorized: () => signOut({ isServerCalled: false }),
    });
    return disconnectLive;
  }, [userId, userType]);
}
