import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { DataListRow } from '@platfox/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../../platform/api/queryClient';
import { setNavigator } from '../../platform/navigation';
import { json } from '../../test/fixtures';
import { stubFetch } from '../../test/stubFetch';
import ExportMenu from '../../features/exports/ExportMenu';
import { DataList } from './DataList';
import { provideExportMenu } from './exportSlot';

// The app provides the export menu at start (app/wiring.ts); the list tests do the same.
provideExportMenu(ExportMenu);
import type { DataListColumn, DataListConfig } from './types';

/**
 * Test helpers of the data list: the list in a memory router at /list (other paths render a
 * marker naming them), Mantine in test mode, toasts, and a fake server answering
 * `METHOD /api/path`; unknown calls answer 404.
 */
export type ListCall = { method: string; path: string; body: unknown };
export type ListAnswers = Record<string, (body: unknown) => Response | Promise<Response>>;

export function fakeServer(answers: ListAnswers) {
  const calls: ListCall[] = stubFetch(({ method, path, body }) =>
    answers[`${method} ${path}`]?.(body),
  );
  return { calls, listCalls: () => calls.filter((call) => call.path === '/api/data-lists') };
}

export const ok = (body: unknown) => json(200, body);

/** An answer of POST /api/data-lists. */
export const page = (items: DataListRow[], total = items.length, isTotalEstimated = false) =>
  ok({
    status: 200,
    items,
    total,
    isTotalEstimated,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

/** Every saved-filter load answers none, so the toolbar's select stays quiet. */
export const NO_SAVED_FILTERS: ListAnswers = {
  'GET /api/apps/datalist-filter/thing': () => ok({ status: 200, data: [] }),
};

export type Thing = DataListRow & { name: string; email?: string; createdAt?: string };

export const THING_COLUMNS: DataListColumn<Thing>[] = [
  {
    key: 'name',
    label: 'Name',
    typeShow: 'text',
    display: 'link',
    isSortable: true,
    isFilter: true,
  },
  { key: 'email', label: 'E-mail', typeShow: 'text', display: 'email', isShowCopyIcon: true },
  { key: 'createdAt', label: 'Created', typeShow: 'time', isSortable: true, isDisplay: false },
];

export const THING_CONFIG: DataListConfig<Thing> = {
  id: 'things',
  model: 'thing',
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  editPath: (row) => `/thing/${row.id}`,
};

export function renderList<TRow extends DataListRow>({
  path = '/list',
  config,
  columns,
}: {
  path?: string;
  config: DataListConfig<TRow>;
  columns: DataListColumn<TRow>[];
}) {
  notifications.clean();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/list', element: <DataList config={config} columns={columns} /> },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  // As the app does at start: the platform's navigation (a row link's click) is the router's.
  setNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router };
}
