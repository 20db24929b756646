import { lazy } from 'react';
import { useRouteTitle } from '../routes/hooks';
import type { AppRoute } from '../routes/types';

const WorkInProgressPage = lazy(() => import('../../ui/WorkInProgressPage'));

/** A route's screen, or the work-in-progress page while the screen is not built. */
export function RoutePage({ route }: { route: AppRoute }) {
  const title = useRouteTitle();
  const Page = route.page;
  return Page ? <Page /> : <WorkInProgressPage title={title} />;
}
