import { Button, Center, Group, Loader, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createUserBodySchema, EMAIL_PATTERN, updateUserBodySchema } from '@platfox/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { ErrorPage } from '../../ui/ErrorPage';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader, useBackLink } from '../../ui/PageHeader';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useAccountForm, useProblemWording } from '../../ui/form/useAccountForm';
import { roleKeys, rolesApi } from '../roles/api';
import { userKeys, usersApi, type ManagedUser, useRefreshUsers } from './api';
import { canManageType, userScopeOf, type UserScope } from './scope';
import { UserStatusBadge, VerifiedBadge } from './UserBadges';
import { PrinterProductTypesPanel } from '../printer-permissions/PrinterProductTypesPanel';
import { UserActions } from './UserActions';
import { UserFields } from './UserFields';
import {
  createUserBody,
  newUserValues,
  updateUserBody,
  userValuesOf,
  type UserValues,
} from './userForm';

/** /r/user/create, /r/user/:id and the admin's /a/user/...: one user's account. */
export default function UserDetailPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const { id = '' } = useParams();
  const mode = useRouteMode();
  const isCreate = mode === 'create';
  const scope = useMemo(() => userScopeOf(viewer ?? { type: 'ADMIN', permissions: [] }), [viewer]);
  const user = useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => usersApi.get(id, signal),
    enabled: !isCreate,
  });

  if (isCreate)
    return scope.canCreate ? <UserEditor scope={scope} user={null} /> : <ErrorPage status={403} />;
  if (!user.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  // An admin reaching an admin or root account by its id sees what a guessed URL deserves.
  if (!canManageType(scope, user.data.type)) return <ErrorPage status={403} />;
  const isReadOnly = mode === 'view' || !scope.canUpdate;
  return (
    <UserEditor
      key={`${user.data.id}:${user.dataUpdatedAt}`}
      scope={scope}
      user={user.data}
      isReadOnly={isReadOnly}
    />
  );
}

type UserEditorProps = { scope: UserScope; user: ManagedUser | null; isReadOnly?: boolean };
type EmailCheck = { email: string; isUnique: boolean } | null;

function UserEditor({ scope, user, isReadOnly = false }: UserEditorProps) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const word = useProblemWording();
  const isCreate = user === null;
  const form = useAccountForm<
    UserValues,
    typeof createUserBodySchema | typeof updateUserBodySchema
  >(
    user
      ? userValuesOf(user)
      : newUserValues(scope.creatableTypes.length === 1 ? scope.creatableTypes[0] : ''),
    isCreate
      ? {
          schema: createUserBodySchema,
          toBody: createUserBody,
          required: ['type', 'email', 'firstName', 'lastName', 'password'],
        }
      : {
          schema: updateUserBodySchema,
          toBody: updateUserBody,
          required: ['firstName', 'lastName'],
        },
  );
  const guard = useLeaveGuard(form.isDirty && !isReadOnly);
  const [emailCheck, setEmailCheck] = useState<EmailCheck>(null);
  const roles = useQuery({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => rolesApi.list(signal),
    enabled: scope.canManageRoles && form.values.type === 'ADMIN',
  });

  const takenMessage = () => word('email', { rule: 'unique' });
  const checkEmail = useMutation({
    mutationFn: (email: string) => usersApi.isEmailUnique(email),
    onSuccess: (isUnique, email) => {
      setEmailCheck({ email, isUnique });
      if (!isUnique) form.setFieldError('email', takenMessage());
    },
  });
  const onEmailBlur = () => {
    const email = form.values.email.trim();
    if (!email || !EMAIL_PATTERN.test(email) || emailCheck?.email === email) return;
    checkEmail.mutate(email);
  };

  const refresh = useRefreshUsers();
  const leaveTo = (path: string) => {
    guard.release();
    void navigate(path, { replace: true });
  };
  const save = useMutation({
    mutationFn: (body: unknown) =>
      user
        ? usersApi.update(user.id, body as Parameters<typeof usersApi.update>[1])
        : usersApi.create(body as Parameters<typeof usersApi.create>[0]),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: t('accounts.users.saved') });
      await refresh();
      if (isCreate) leaveTo(`${scope.prefix}/user/${saved.id}?m=edit`);
    },
    onError: (error) => form.showServerErrors(error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const body = form.validate();
    if (!body) return;
    const email = form.values.email.trim();
    if (isCreate && emailCheck?.email === email && !emailCheck.isUnique) {
      form.setFieldError('email', takenMessage());
      return;
    }
    save.mutate(body);
  };

  const isSelf = user !== null && user.id === viewer?.id;
  // A printer's product types are catalogue data: an admin who may read product types sees them.
  const mayReadGrants =
    viewer?.type === 'ADMIN' && viewer.permissions.includes('PRODUCT_TYPE_DETAIL_ACCESS');
  const backToList = useBackLink(`${scope.prefix}/users`);
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: `${scope.prefix}/users`, label: t('title.users') }}
        actions={
          user && isReadOnly && scope.canUpdate ? (
            <Button component={Link} to={`${scope.prefix}/user/${user.id}?m=edit`} variant="light">
              {t('accounts.common.edit')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        {user && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group gap="xs">
                <UserStatusBadge status={user.status} />
                <VerifiedBadge isVerified={user.isVerified} />
              </Group>
              {!isReadOnly && !isSelf && (
                <UserActions
                  user={user}
                  hasPermissionLink={scope.canManageRoles && user.type === 'ADMIN'}
                  onChanged={() => void refresh()}
                  onDeleted={() => leaveTo(`${scope.prefix}/users`)}
                />
              )}
            </Stack>
          </Paper>
        )}
        <Paper withBorder radius="md" p="lg">
          <form ref={form.formRef} onSubmit={submit} noValidate>
            <Stack gap="md">
              <ApiErrorAlert error={save.error} />
              <UserFields
                values={form.values}
                errors={form.errors}
                set={form.set}
                scope={scope}
                isCreate={isCreate}
                isReadOnly={isReadOnly}
                roles={roles.data ?? []}
                onEmailBlur={onEmailBlur}
              />
              {!isReadOnly && (
                <Group justify="flex-end" gap="sm">
                  <Button component={Link} to={backToList} variant="default">
                    {t('accounts.common.back')}
                  </Button>
                  <Button type="submit" loading={save.isPending} data-testid="user-save">
                    {isCreate ? t('accounts.users.create') : t('accounts.common.save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </Paper>
        {user?.type === 'PRINTER' && mayReadGrants && (
          <PrinterProductTypesPanel
            printerId={user.id}
            // Saved on its own, by its own permission, whatever the user form's mode.
            canUpdate={viewer?.permissions.includes('PRODUCT_TYPE_DETAIL_UPDATE') === true}
          />
        )}
      </Stack>
      <LeaveConfirmation guard={guard} />
    </>
  );
}
