import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isStrongPassword } from '@platfox/domain';
import {
  IconBan,
  IconCircleCheck,
  IconKey,
  IconPlayerPlay,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { usersApi, type ManagedUser } from './api';
import { NewPasswordInput } from './NewPasswordInput';

type Action = 'block' | 'reactivate' | 'verify' | 'resetPassword' | 'delete';

const DANGER: ReadonlySet<Action> = new Set(['block', 'delete']);

type UserActionsProps = {
  user: ManagedUser;
  /** Root edits an admin's permissions on the permission page. */
  hasPermissionLink: boolean;
  onChanged: () => void;
  onDeleted: () => void;
};

/** The account actions of the user detail, each behind a confirmation. */
export function UserActions({ user, hasPermissionLink, onChanged, onDeleted }: UserActionsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [password, setPassword] = useState('');

  const run = useMutation({
    mutationFn: (action: Action) => {
      switch (action) {
        case 'block':
          return usersApi.block(user.id);
        case 'reactivate':
          return usersApi.reactivate(user.id);
        case 'verify':
          return usersApi.verify(user.id);
        case 'resetPassword':
          return usersApi.resetPassword(user.id, password);
        case 'delete':
          return usersApi.remove(user);
      }
    },
    onSuccess: (answer, action) => {
      setAsking(null);
      setPassword('');
      notifications.show({
        color: 'teal',
        message: answer.message ?? t(`accounts.users.actions.${action}.done`),
      });
      if (action === 'delete') onDeleted();
      else onChanged();
    },
  });

  const open = (action: Action) => {
    run.reset();
    setAsking(action);
  };
  const actions: Array<{ action: Action; icon: typeof IconBan; isShown: boolean }> = [
    { action: 'block', icon: IconBan, isShown: user.status !== 'BLOCKED' },
    { action: 'reactivate', icon: IconPlayerPlay, isShown: user.status === 'BLOCKED' },
    { action: 'verify', icon: IconCircleCheck, isShown: !user.isVerified },
    { action: 'resetPassword', icon: IconKey, isShown: true },
    { action: 'delete', icon: IconTrash, isShown: true },
  ];
  const isPasswordReady = asking !== 'resetPassword' || isStrongPassword(password);
  return (
    <>
      <Group gap="xs" data-testid="user-actions">
        {hasPermissionLink && (
          <Button
            component={Link}
            to={`/r/permission?userId=${user.id}`}
            variant="light"
            leftSection={<IconShieldLock size={16} />}
            data-testid="user-permissions-link"
          >
            {t('accounts.users.editPermissions')}
          </Button>
        )}
        {actions
          .filter((entry) => entry.isShown)
          .map(({ action, icon: Icon }) => (
            <Button
              key={action}
              variant="light"
              color={DANGER.has(action) ? 'red' : undefined}
              leftSection={<Icon size={16} />}
              onClick={() => open(action)}
              data-testid={`user-action-${action}`}
            >
              {t(`accounts.users.actions.${action}.label`)}
            </Button>
          ))}
      </Group>
      {asking && (
        <ConfirmDialog
          opened
          title={t(`accounts.users.actions.${asking}.title`)}
          message={t(`accounts.users.actions.${asking}.question`, { name: user.fullName })}
          confirmLabel={t(`accounts.users.actions.${asking}.label`)}
          isDanger={DANGER.has(asking)}
          isPending={run.isPending}
          isConfirmDisabled={!isPasswordReady}
          onConfirm={() => run.mutate(asking)}
          onClose={() => setAsking(null)}
          testId={`user-dialog-${asking}`}
        >
          {asking === 'resetPassword' && (
            <NewPasswordInput value={password} onChange={setPassword} />
          )}
          <ApiErrorAlert error={run.error} />
        </ConfirmDialog>
      )}
    </>
  );
}
