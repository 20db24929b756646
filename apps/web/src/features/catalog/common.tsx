/*
 * The catalogue's list and detail frames, which seller products reuse.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { detailGate } from '../../ui/detailGate';
import { SubmitRow } from '../../ui/form/SubmitRow';

/**
 * A detail page's record, read by the :id of the route (nothing on the create page), and what
 * the page shows until it is there (detailGate: a loader, or the error page).
 */
export function useDetailRecord<T>(
  queryKey: (id: string) => QueryKey,
  read: (id: string, signal: AbortSignal) => Promise<T>,
) {
  const { id } = useDetailRoute();
  const record = useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: ({ signal }) => read(id ?? '', signal),
    enabled: id !== null,
  });
  return { id, record, gate: detailGate(id, record) };
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
 * After a detail page saved its record: the toast, and a record just created opens for editing
 * at its own path (so a second save updates it instead of creating another).
 */
export function useAfterSave(recordPath: string, isNew: boolean, message: string) {
  const navigate = useNavigate();
  return (saved: { id: string }) => {
    notifications.show({ color: 'teal', message });
    if (isNew) void navigate(`${recordPath}/${saved.id}?m=edit`, { replace: true });
  };
}

/**
 * The frame of a catalogue detail page: header with the way back to the list, the server's
 * message, the fields (read-only in view mode) and the save button, or an edit link when viewing.
 */
export function DetailFrame({
  back,
  recordPath,
  record,
  save,
  onSubmit = () => save.mutate(),
  actions,
  testId,
  children,
}: {
  back: { to: string; label: string };
  /** The record's path without its id (/a/attribute): the edit link adds it. */
  recordPath: string;
  /** Null on the create page. */
  record: { id: string } | null;
  save: { isPending: boolean; error: unknown; mutate: () => void };
  /** A check of its own before the save (default: save). */
  onSubmit?: () => void;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { isView } = useDetailRoute();
  return (
    <>
      <PageHeader
        title={title}
        back={back}
        actions={
          <Group gap="xs">
            {actions}
            {isView && record && (
              <Button
                component={Link}
                to={`${recordPath}/${record.id}?m=edit`}
                variant="light"
                data-testid={`${testId}-edit`}
              >
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
          <ApiErrorAlert error={save.error} testId={`${testId}-error`} />
          <fieldset disabled={isView} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">{children}</Stack>
          </fieldset>
          {!isView && (
            <SubmitRow isPending={save.isPending} testId={`${testId}-save`}>
              {t('catalog.common.save')}
            </SubmitRow>
          )}
        </Stack>
      </form>
    </>
  );
}

/** A record's name, the one field every catalogue record asks first. */
export function NameInput({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('catalog.common.name')}
      withAsterisk
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
}
