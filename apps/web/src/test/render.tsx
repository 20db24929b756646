import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../platform/api/queryClient';
import { ROUTES } from '../app/routes';
import { setNavigator } from '../platform/navigation';
import { provideScreenPaths } from '../ui/screenPaths';

/**
 * Renders one component the way the app would (Mantine, toasts, server state) inside a router at
 * `path`, with the platform's navigation going through that router. Other paths render a marker
 * naming them, so a test can see where the component sent the user.
 */
export function renderInApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  setNavigator((to, options) => void router.navigate(to, options));
  // As createAppRouter does: a feature asks the route table whether a link has a screen.
  provideScreenPaths(ROUTES);
  const view = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
