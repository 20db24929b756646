import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader } from '../../ui/PageHeader';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { userKeys, usersApi, type ManagedUser, useUserMutation } from '../users/api';
import { roleKeys, rolesApi } from './api';
import { PermissionMatrix } from './PermissionMatrix';
import { stringsToPairs, type MatrixRow } from './permissionMatrix';

const ADMIN_QUERY = { page: 1, pageSize: 100, type: 'ADMIN' } as const;

/** /r/permission: pick an admin, then grant or withdraw permissions area by area. */
export default function PermissionPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const admins = useQuery({
    queryKey: userKeys.list(ADMIN_QUERY),
    queryFn: ({ signal }) => usersApi.list(ADMIN_QUERY, signal),
  });
  const rows = useQuery({
    queryKey: roleKeys.matrix('ADMIN'),
    queryFn: ({ signal }) => rolesApi.matrixRows('ADMIN', signal),
    staleTime: 5 * 60_000,
  });
  const admin = useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => usersApi.get(userId, signal),
    enabled: userId !== '',
  });

  const options = (admins.data?.items ?? []).map((user) => ({
    value: user.id,
    label: `${user.fullName} (${user.email})`,
  }));
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="lg">
          <Select
            label={t('accounts.permission.pickAdmin')}
            placeholder={t('accounts.permission.pickPlaceholder')}
            data={options}
            value={userId || null}
            onChange={(value) => setParams(value ? { userId: value } : {})}
            searchable
            nothingFoundMessage={t('accounts.users.empty')}
            maw={480}
            data-testid="permission-user"
          />
        </Paper>
        <ApiErrorAlert error={admins.error ?? rows.error} />
        {userId === '' ? (
          <Text c="dimmed">{t('accounts.permission.pickFirst')}</Text>
        ) : admin.data && rows.data ? (
          <PermissionEditor key={admin.data.id} admin={admin.data} rows={rows.data} />
        ) : (
          <Center mih={200}>
            <Loader size="sm" aria-label={t('app.loading')} />
          </Center>
        )}
      </Stack>
    </>
  );
}

function PermissionEditor({ admin, rows }: { admin: ManagedUser; rows: readonly MatrixRow[] }) {
  const { t } = useTranslation();
  const initial = [...admin.permissions].sort();
  const [baseline, setBaseline] = useState(initial);
  const [grants, setGrants] = useState(initial);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const isDirty = grants.join() !== baseline.join();
  const guard = useLeaveGuard(isDirty);

  const save = useUserMutation({
    mutationFn: () =>
      rolesApi.savePermissions(admin.id, stringsToPairs(grants, rows), (done, total) =>
        setProgress({ done, total }),
      ),
    onSuccess: async () => {
      setBaseline(grants);
      notifications.show({ color: 'teal', message: t('accounts.permission.saved') });
    },
  });

  if (admin.type !== 'ADMIN') {
    return <Alert color="orange">{t('accounts.permission.notAdmin')}</Alert>;
  }
  const percent = progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <ApiErrorAlert error={save.error} />
        <PermissionMatrix
          rows={rows}
          value={new Set(grants)}
          onChange={(next) => setGrants([...next].sort())}
          isDisabled={save.isPending}
        />
        {progress && (save.isPending || save.isSuccess) && (
          <Stack gap={4} data-testid="permission-progress">
            <Progress value={percent} animated={save.isPending} />
            <Text size="xs" c="dimmed">
              {t('accounts.permission.progress', { done: progress.done, total: progress.total })}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || save.isPending}
            onClick={() => setGrants(baseline)}
          >
            {t('accounts.common.undo')}
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={!isDirty}
            data-testid="permission-save"
          >
            {t('accounts.common.save')}
          </Button>
        </Group>
      </Stack>
      <LeaveConfirmation guard={guard} />
    </Paper>
  );
}
