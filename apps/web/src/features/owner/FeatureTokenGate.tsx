import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStore } from '../../platform/store';
import {
  featureTokenStore,
  isFeatureTokenValid,
  rememberAwaitedRoute,
  requiresFeatureToken,
  VERIFY_OWNER_PATH,
} from './featureToken';

/**
 * The management screens (/p/hm/*, /p/config-send-mails) open only with a valid feature token;
 * without one the owner is sent to verify, and comes back to the awaited screen afterwards.
 */
export function FeatureTokenGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const token = useStore(featureTokenStore);
  const isBlocked = requiresFeatureToken(pathname) && !isFeatureTokenValid(token);
  if (isBlocked) {
    rememberAwaitedRoute(pathname + search);
    return <Navigate to={VERIFY_OWNER_PATH} replace />;
  }
  return children;
}
