import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { setNavigator } from '../platform/navigation';
import { App } from './App';
import { createAppRouter } from './router';

/**
 * The app with its router, route table and shell: a chunk loaded on start on any page but the
 * sign-in form of a visitor with no stored session, which `main.tsx` draws without it (issue 16).
 * Building the router asks for the page's chunks and its lists' first pages.
 */
export function createApp() {
  const router = createAppRouter();
  setNavigator((to, options) => void router.navigate(to, options));
  return {
    render(root: Root) {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    },
  };
}
