import { accountEndpoints, platformEndpoints } from '@platfox/domain';
import { useEffect, useState } from 'react';
import { call } from '../platform/api';
import { startReconnectCountdown } from '../platform/connection';
import { sessionStore } from '../platform/session';

/**
 * One try to reach the server (spec 01 section 4: "retries by fetching the user with the token").
 * Any answer clears the disconnected flag in the api client; no answer keeps it.
 */
export function retryServer(): void {
  const token = sessionStore.get().auth?.accessToken.token;
  const asked = token
    ? call(
        accountEndpoints.postAuthAuthenticated,
        { body: { token } },
        { token, isCancelExempt: true },
      )
    : call(platformEndpoints.getHealth, {}, { isCancelExempt: true });
  void asked.catch(() => undefined);
}

export type ReconnectState = { secondsLeft: number; secondsToRetry: number };

/** The running disconnect countdown while `isRunning`; `onExpire` when it reaches zero. */
export function useReconnectCountdown(
  isRunning: boolean,
  totalSeconds: number,
  retryEverySeconds: number,
  onExpire?: () => void,
): ReconnectState {
  const [state, setState] = useState<ReconnectState>({
    secondsLeft: totalSeconds,
    secondsToRetry: retryEverySeconds,
  });
  useEffect(() => {
    if (!isRunning) return undefined;
    setState({ secondsLeft: totalSeconds, secondsToRetry: retryEverySeconds });
    return startReconnectCountdown({
      totalSeconds,
      retryEverySeconds,
      retry: retryServer,
      onTick: setState,
      onExpire,
    });
  }, [isRunning, totalSeconds, retryEverySeconds, onExpire]);
  return state;
}
