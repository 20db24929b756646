import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useErrorPageStatus } from '../../platform/errorPage';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageLoader } from '../../ui/FullPageLoader';
import { useRouteDecision } from '../routes/hooks';

/**
 * Where a layout puts its page: the error page when the guard refuses (403) or a call asked for
 * it, otherwise the page, whose code may still be loading.
 */
export function PageOutlet() {
  const decision = useRouteDecision();
  const errorStatus = useErrorPageStatus();
  if (decision.kind === 'error') return <ErrorPage status={decision.status} />;
  if (errorStatus !== null) return <ErrorPage status={errorStatus} />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
