import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { wirePlatform } from './app/wiring';
import { initI18n } from './platform/i18n';
import { restoreSession } from './platform/session';

async function start(): Promise<void> {
  // The language comes first so the first paint is already in the user's language and direction.
  // The sign-in form needs the core strings only; any other page gets the areas' too.
  await initI18n(undefined, { isSignInOnly: /^\/login\/?$/.test(location.pathname) });
  const router = createAppRouter();
  wirePlatform(router);
  // Synchronously marks the session as being checked when a token is stored, before the first render.
  void restoreSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
