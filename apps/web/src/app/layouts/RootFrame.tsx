import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearErrorPage } from '../../platform/errorPage';
import { loadAllStrings } from '../../platform/i18n';
import { useSession } from '../../platform/session';
import { ChunkBoundary } from '../../ui/ChunkBoundary';
import { ConnectionBanner } from '../../ui/ConnectionBanner';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { NewVersionBanner } from '../../ui/NewVersion';
import { useRouteDecision, useRouteTitle } from '../routes/hooks';
import { useSessionEffects } from '../useSessionEffects';
import { rememberTikTokRedirect } from '../../features/stores/tiktokRedirect';

/** Signed-in overlays and live reactions; their own chunk, so the sign-in page loads none of it. */
const SessionOverlays = lazy(() =>
  Promise.all([import('./shell/SessionOverlays'), loadAllStrings()]).then(([module]) => module),
);

// The contract's health endpoint; loaded on the first retry, as the sign-in page loads no contract.
const pingServer = () =>
  void import('../../platform/api/ping').then(({ ping }) => ping()).catch(() => undefined);

/**
 * The frame around every route: waits for the session check, applies the guard's redirects, keeps
 * the page title, resets the error page on navigation and shows the connection and new-version
 * notices.
 */
export function RootFrame() {
  const { t } = useTranslation();
  const session = useSession();
  const decision = useRouteDecision();
  const title = useRouteTitle();
  const location = useLocation();
  useSessionEffects();

  useEffect(() => {
    document.title = t('app.pageTitle', { title });
  }, [t, title]);

  // TikTok's redirect data is kept on arrival, before the guard may send a visitor to sign in.
  useEffect(
    () => rememberTikTokRedirect(location.pathname, location.search),
    [location.pathname, location.search],
  );

  // Every navigation (browser back included) leaves the error page behind.
  useEffect(() => clearErrorPage(), [location.key]);

  // The path the drawn screen is for, once drawn: the address bar changes before a navigation's
  // screen is drawn, so the browser journeys read this to know the new screen is there.
  useEffect(() => {
    document.documentElement.dataset.shownPath = location.pathname;
  }, [location.pathname]);

  if (session.status === 'checking') return <FullPageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <ConnectionBanner retry={pingServer} />
      <NewVersionBanner />
      {session.auth && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <SessionOverlays />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
