/*
 * The catalogue's list and detail frames, which seller products reuse.
 */
import { Button, Group, Stack } from '@mantine/core';
import type { DataListRow } from '@platfox/domain';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { homeOf, useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import type { DataListColumn, DataListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';

/** A list screen of the catalogue: the header with its create button over the data list. */
export function CatalogListPage<TRow extends DataListRow>({
  config,
  columns,
  create,
  toolbar,
}: {
  config: DataListConfig<TRow>;
  columns: DataListColumn<TRow>[];
  create?: { to: string; label: string; testId: string };
  toolbar?: ReactNode;
}) {
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title={title}
        // The warehouse lands on its product list: the page doubles as its home.
        testId={pathname === homeOf(user) ? 'home-title' : 'page-title'}
        actions={
          create && (
            <Button
              component={Link}
              to={create.to}
              leftSection={<IconPlus size={16} />}
              data-testid={create.testId}
            >
              {create.label}
            </Button>
          )
        }
      />
      <DataList config={config} columns={columns} toolbar={toolbar} />
    </>
  );
}

/** Where a detail page stands: creating, editing or only viewing the row of :id. */
export function useDetailRoute() {
  const { id = '' } = useParams();
  const mode = useRouteMode();
  const isCreate = mode === 'create';
  return { id: isCreate ? null : id, isCreate, isView: mode === 'view' };
}

/**
 * Every combination of one option per attribute, in the attributes' order; no attribute gives one
 * empty combination, as the server plans items (a product type without variants has one item).
 */
export function combinations<T>(groups: readonly (readonly T[])[]): T[][] {
  return groups.reduce<T[][]>(
    (partial, group) => partial.flatMap((combo) => group.map((option) => [...combo, option])),
    [[]],
  );
}

/**
 * The frame of a catalogue detail page: header with the way back to the list, the server's
 * message, the fields (read-only in view mode) and the save button, or an edit link when viewing.
 */
export function DetailFrame({
  back,
  editTo,
  isView,
  isSaving,
  error,
  onSubmit,
  actions,
  testId,
  children,
}: {
  back: { to: string; label: string };
  editTo: string | null;
  isView: boolean;
  isSaving: boolean;
  error: unknown;
  onSubmit: () => void;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <>
      <PageHeader
        title={title}
        back={back}
        actions={
          <Group gap="xs">
            {actions}
            {isView && editTo && (
              <Button component={Link} to={editTo} variant="light" data-testid={`${testId}-edit`}>
                {t('catalog.common.edit')}
              </Button>
            )}
          </Group>
        }
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isView) onSubmit();
        }}
      >
        <Stack gap="md">
          <ApiErrorAlert error={error} testId={`${testId}-error`} />
          <fieldset disabled={isView} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">{children}</Stack>
          </fieldset>
          {!isView && (
            <Group justify="flex-end">
              <Button type="submit" loading={isSaving} data-testid={`${testId}-save`}>
                {t('catalog.common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </>
  );
}
