import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../platform/staleVersion';
import { ErrorPage } from '../../ui/ErrorPage';
import { NewVersionNotice } from '../../ui/NewVersion';

/**
 * A page's error element: when its code could not be loaded (a tab older than the last update),
 * the new-version notice takes the page's place inside the layout, top bar and menu included.
 * Anything else is thrown on to the app's error element.
 */
export function PageError() {
  const error = useRouteError();
  if (!isChunkLoadError(error)) throw error;
  return <NewVersionNotice />;
}

/**
 * The app's error element, where a layout itself failed: the new-version notice when its code is
 * gone (the shell's chunk), otherwise the error page, so a bug shows a 500 rather than a blank.
 */
export function AppError() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <NewVersionNotice /> : <ErrorPage status={500} />;
}
