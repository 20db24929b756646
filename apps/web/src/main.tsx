import './platform/zodJitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AppProviders } from './app/providers/AppProviders';
import { SignInApp } from './app/signIn/SignInApp';
import { wirePlatform } from './app/wiring';
import { currentLanguage, i18n, initI18n } from './platform/i18n';
import { setNavigator } from './platform/navigation';
import { registerServiceWorker } from './platform/serviceWorker';
import { restoreSession } from './platform/session';
import { readStoredToken } from './platform/session/persistence';
import { askEarly } from './ui/data-list/early';

const loadApp = () => import('./app/startApp');

/**
 * The sign-in form of a visitor with no stored session is drawn without the router, the route table
 * and the shell (issue 16: the login's JavaScript). The first navigation from it (the sign-in's
 * redirect, a link) moves the address and starts the whole app there, in the same root, with the
 * session as the sign-in left it.
 */
function startSignIn(root: Root): void {
  let app: ReturnType<typeof loadApp> | undefined;
  const load = () => (app ??= loadApp());
  setNavigator(
    (to, options) => {
      history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      void load().then(
        ({ createApp }) => createApp().render(root),
        // The app's chunk did not load (an update replaced it): a page load at the address.
        () => window.location.assign(to),
      );
    },
    () => void load().catch(() => undefined),
  );
  root.render(
    <StrictMode>
      <AppProviders>
        <SignInApp />
      </AppProviders>
    </StrictMode>,
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The language starts first: the first paint is already in the user's language and direction.
  // The sign-in form needs the core strings only; any other page gets the areas' too.
  const isSignInOnly = /^\/login\/?$/.test(location.pathname) && !readStoredToken();
  const language = initI18n(undefined, { isSignInOnly });
  wirePlatform();
  // After the page's load event: the offline page and the new-build check (issue 36).
  registerServiceWorker({
    language: {
      current: currentLanguage,
      onChange: (listener) => {
        i18n.on('languageChanged', listener);
        return () => i18n.off('languageChanged', listener);
      },
    },
  });
  if (isSignInOnly) {
    // Nothing to ask early: waiting here keeps its first task (the entry's run) short, which its
    // Lighthouse blocking time counts.
    await language;
    startSignIn(createRoot(container));
    return;
  }
  // Elsewhere, while i18next starts and the app's chunk (modulepreloaded by index.html) arrives
  // (issue 16): the lists' first pages and the session check leave, so none of them waits for the
  // strings or the router. restoreSession marks the session as being checked, synchronously,
  // before the first render.
  askEarly(location.pathname + location.search);
  const app = loadApp();
  // Until the router exists (the session check may sign out first), a navigation only moves the
  // address, where the router starts.
  setNavigator((to, options) =>
    history[options?.replace ? 'replaceState' : 'pushState'](null, '', to),
  );
  void restoreSession();
  const [{ createApp }] = await Promise.all([app, language]);
  createApp().render(createRoot(container));
}

void start();
