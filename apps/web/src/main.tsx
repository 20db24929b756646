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
  // The language starts first: the first paint is already in the user's language and direction.
  // The sign-in form needs the core strings only; any other page gets the areas' too.
  const isSignInOnly = /^\/login\/?$/.test(location.pathname);
  const language = initI18n(undefined, { isSignInOnly });
  // The sign-in page has nothing to ask early: waiting here keeps its first task (the entry's run)
  // short, which its Lighthouse blocking time counts.
  if (isSignInOnly) await language;
  // Elsewhere, while i18next starts (issue 16): the router asks for the page's chunks and its
  // lists' first pages, and the session check leaves, so none of them waits for the strings.
  // restoreSession also marks the session as being checked, synchronously, before the first render.
  const router = createAppRouter();
  wirePlatform(router);
  void restoreSession();
  await language;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
