import { Button, Center, Loader, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { userRoleBodySchema } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader } from '../../ui/PageHeader';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { ApiErrorAlert, useApiErrorText } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { roleKeys, rolesApi, type Role, useRoleMutation } from './api';
import { PermissionMatrix } from './PermissionMatrix';
import { stringsToPairs, type MatrixRow } from './permissionMatrix';
import { SubmitRow } from '../../ui/form/SubmitRow';

const LIST_PATH = '/r/user-roles';

/** /r/user-role/create and /r/user-role/:id: a role's name, description and permissions. */
export default function RoleDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isCreate = useRouteMode() === 'create';
  const rows = useQuery({
    queryKey: roleKeys.matrix('ADMIN'),
    queryFn: ({ signal }) => rolesApi.matrixRows('ADMIN', signal),
    staleTime: 5 * 60_000,
  });
  const role = useQuery({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => rolesApi.get(id, signal),
    enabled: !isCreate,
  });
  const rowsError = useApiErrorText(rows.error);
  if (rowsError) return <ApiErrorAlert error={rows.error} />;
  if (!rows.data || (!isCreate && !role.data)) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <RoleEditor key={role.data?.id ?? 'new'} role={role.data ?? null} rows={rows.data} />;
}

type RoleValues = { name: string; description: string; permissions: string[] };

function RoleEditor({ role, rows }: { role: Role | null; rows: readonly MatrixRow[] }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [isDeleting, setDeleting] = useState(false);
  const form = useAccountForm<RoleValues, typeof userRoleBodySchema>(
    {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: [...(role?.permissions ?? [])].sort(),
    },
    {
      schema: userRoleBodySchema,
      toBody: (values) => ({
        name: values.name,
        description: values.description.trim() || null,
        permissions: stringsToPairs(values.permissions, rows),
      }),
      required: ['name'],
    },
  );
  const guard = useLeaveGuard(form.isDirty);

  const leaveTo = (path: string) => {
    guard.release();
    void navigate(path, { replace: true });
  };
  const save = useRoleMutation({
    mutationFn: (body: Parameters<typeof rolesApi.create>[0]) =>
      role ? rolesApi.update(role.id, body) : rolesApi.create(body),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: t('accounts.roles.saved') });
      if (role) form.reset(form.values);
      else leaveTo(saved ? `/r/user-role/${saved.id}?m=edit` : LIST_PATH);
    },
    onError: (error) => form.showServerErrors(error),
  });
  const remove = useRoleMutation({
    mutationFn: () => rolesApi.remove(role?.id ?? ''),
    onSuccess: async () => {
      setDeleting(false);
      notifications.show({ color: 'teal', message: t('accounts.roles.deleted') });
      leaveTo(LIST_PATH);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (body) save.mutate({ ...body, description: body.description ?? null });
  };
  const grants = new Set(form.values.permissions);
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: LIST_PATH, label: t('title.userRoles') }}
        actions={
          role && (
            <Button
              color="red"
              variant="light"
              onClick={() => setDeleting(true)}
              data-testid="role-delete"
            >
              {t('accounts.common.delete')}
            </Button>
          )
        }
      />
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <ApiErrorAlert error={save.error} />
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md" maw={640}>
              <TextInput
                label={t('accounts.fields.name')}
                withAsterisk
                {...form.text('name')}
                data-testid="role-name"
              />
              <Textarea
                label={t('accounts.fields.description')}
                rows={3}
                {...form.text('description')}
                data-testid="role-description"
              />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <PermissionMatrix
              rows={rows}
              value={grants}
              onChange={(next) => form.set('permissions', [...next].sort())}
            />
          </Paper>
          <SubmitRow isPending={save.isPending} testId="role-save">
            {t('accounts.common.save')}
          </SubmitRow>
        </Stack>
      </form>
      <ConfirmDialog
        opened={isDeleting}
        title={t('accounts.roles.deleteTitle')}
        message={t('accounts.roles.deleteText', { name: role?.name ?? '' })}
        confirmLabel={t('accounts.common.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      >
        <ApiErrorAlert error={remove.error} />
      </ConfirmDialog>
      <LeaveConfirmation guard={guard} />
    </>
  );
}
