import { lazy } from 'react';
import { configureApi } from '../platform/api';
import { watchBrowserConnection } from '../platform/connection';
import { showErrorPage } from '../platform/errorPage';
import { i18n } from '../platform/i18n';
import { setNavigator } from '../platform/navigation';
import { watchStaleVersion } from '../platform/staleVersion';
import { configureSessionPrompt, sessionStore, signOut } from '../platform/session';
// Registers the sign-out cleanup of the scan history even when the scan screen never loaded.
import '../features/scan/localDb';
import { provideExportMenu } from '../ui/data-list/exportSlot';
import type { AppRouter } from './router';

/**
 * A toast, through Mantine's notifications loaded on first use: the package is a chunk of its own
 * (issue 16), which the toasts' container in AppProviders loads after the first paint anyway.
 */
function toast(color: string, message: string): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message }),
  );
}

// The export menu is its own chunk: most visits to a list never open it.
const ExportMenu = lazy(() => import('../features/exports/ExportMenu'));

/**
 * Connects the platform's outside-React reactions to the session and the toasts, and to the router
 * once there is one: the sign-in page runs without it (issue 16) and `startApp` gives it later.
 */
export function wirePlatform(router?: AppRouter): void {
  if (router) setNavigator((to, options) => void router.navigate(to, options));
  configureApi({
    // The server says the token is dead: telling it again about the logout would only 401 again.
    onUnauthorized: () => signOut({ isServerCalled: false }),
    // A 404 is shown only once a user type is known (spec 01 section 8).
    onErrorPage: (status) => {
      if (status === 404 && !sessionStore.get().auth) return;
      showErrorPage(status);
    },
    onErrorToast: (message) => toast('red', message),
  });
  // A session prompt that ran out says why the user is back on the sign-in page.
  configureSessionPrompt({
    onExpired: () => toast('yellow', i18n.t('liveShell.session.expired')),
  });
  watchBrowserConnection();
  // A chunk of this tab's build that fails to load (after an update) offers the reload.
  watchStaleVersion();
  provideExportMenu(ExportMenu);
}
