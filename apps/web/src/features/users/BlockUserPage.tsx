import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { DataList } from '../../ui/data-list/DataList';
import type { FilterRow, ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { usersApi, useRefreshUsers, useUserMutation } from './api';
import { userListColumns, type UserRow } from './listConfig';
import { userScopeOf, type UserScope } from './scope';
import { UserPicker } from './UserPicker';

/** The list's own filters: blocked accounts of the types the viewer manages. */
const blockedOf = (scope: UserScope): FilterRow[] => [
  {
    key: 'ref-status',
    field: 'status',
    operation: 'ct',
    value: 'BLOCKED',
    type: 'radio',
    isActivated: true,
  },
  {
    key: 'ref-type',
    field: 'type',
    operation: 'in',
    value: [...scope.types],
    type: 'array',
    isActivated: true,
  },
];

/**
 * /a/block-user: the accounts an admin has blocked, each re-activated from its row, and the
 * block of another one found by e-mail. Blocking signs the user out at once (the server's
 * user_blocked event); the user list and the user's page show the same status.
 */
export default function BlockUserPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const viewer = useCurrentUser();
  const scope = useMemo(() => userScopeOf(viewer ?? { type: 'ADMIN', permissions: [] }), [viewer]);
  const [isBlocking, setIsBlocking] = useState(false);
  const refresh = useRefreshUsers();
  const reactivate = useConfirmedAction<UserRow>({
    title: t('accounts.users.actions.reactivate.title'),
    message: (row) => t('accounts.users.actions.reactivate.question', { name: row.email }),
    confirmLabel: t('accounts.users.actions.reactivate.label'),
    testId: 'reactivate-confirm',
    run: async (row) => {
      await usersApi.reactivate(row.id);
      notifications.show({ color: 'teal', message: t('accounts.users.actions.reactivate.done') });
      await refresh();
    },
  });
  const config = useMemo<ListConfig<'user'>>(
    () => ({
      id: 'blocked-users',
      model: 'user',
      empty: { message: 'users' },
      defaultSort: { field: 'updatedAt', direction: 'desc' },
      selectType: 'none',
      filtersRef: blockedOf(scope),
      detailPath: scope.canView ? (row) => `${scope.prefix}/user/${row.id}` : undefined,
      rowActions: scope.canUpdate
        ? [
            {
              key: 'reactivate',
              label: t('accounts.users.actions.reactivate.label'),
              icon: <IconPlayerPlay size={16} />,
              run: reactivate.askRow,
            },
          ]
        : [],
    }),
    [scope, t, reactivate.askRow],
  );
  const columns = useMemo(
    () => userListColumns(scope, t).filter((column) => column.key !== 'status'),
    [scope, t],
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          scope.canUpdate && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconBan size={16} />}
              onClick={() => setIsBlocking(true)}
              data-testid="block-user-open"
            >
              {t('accounts.blocking.blockOne')}
            </Button>
          )
        }
      />
      <Text size="sm" c="dimmed">
        {t('accounts.blocking.intro')}
      </Text>
      <DataList config={config} columns={columns} />
      {reactivate.dialog}
      {isBlocking && <BlockDialog scope={scope} onClose={() => setIsBlocking(false)} />}
    </Stack>
  );
}

/** Finds an account that is not blocked by e-mail, then blocks it: the dialog is the question. */
function BlockDialog({ scope, onClose }: { scope: UserScope; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ id: string; email: string } | null>(null);
  const blockable = useMemo(
    () => [
      { field: 'type', operation: 'in' as const, value: [...scope.types] },
      { field: 'status', operation: 'nct' as const, value: 'BLOCKED' },
      { field: 'status', operation: 'nct' as const, value: 'DELETED' },
    ],
    [scope.types],
  );
  const block = useUserMutation({
    mutationFn: (id: string) => usersApi.block(id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('accounts.users.actions.block.done') });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('accounts.blocking.blockOne')} centered>
      <Stack gap="sm">
        <UserPicker
          value={chosen?.id ?? null}
          onChange={(id, email) => setChosen(id && email ? { id, email } : null)}
          filtersRef={blockable}
          label={t('accounts.blocking.pick')}
          placeholder={t('accounts.blocking.pickPlaceholder')}
          nothingFound={t('accounts.blocking.noUser')}
          testId="block-user-picker"
        />
        {chosen && (
          <Text size="sm" data-testid="block-user-question">
            {t('accounts.users.actions.block.question', { name: chosen.email })}
          </Text>
        )}
        <ApiErrorAlert error={block.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('accounts.common.cancel')}
          </Button>
          <Button
            color="red"
            loading={block.isPending}
            disabled={!chosen}
            onClick={() => chosen && block.mutate(chosen.id)}
            data-testid="block-user-confirm"
          >
            {t('accounts.users.actions.block.label')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
