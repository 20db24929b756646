import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AppType } from '@platfox/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { appTypeKeys, appTypesApi, useAppTypeMutation } from './api';
import { AppTypeCreateModal } from './AppTypeCreateModal';
import { AppTypeDetailsModal, AppTypeOptionsModal } from './AppTypeModals';

type Open =
  { kind: 'create' } | { kind: 'options' | 'details' | 'status' | 'delete'; type: AppType } | null;

const useCan = (permission: string) => {
  const user = useCurrentUser();
  return user?.type === 'ROOT' || (user?.permissions.includes(permission) ?? false);
};

/**
 * /a/app-types: the option lists the app reads (docs/areas/settings.md, "App types"), each type
 * with its options; create one or several, edit options in a modal, deactivate or delete after
 * a question. Writing needs the settings permissions, reading SETTING_ACCESS.
 */
export default function AppTypesPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const canCreate = useCan('SETTING_DETAIL_CREATE');
  const canUpdate = useCan('SETTING_DETAIL_UPDATE');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const types = useQuery({
    queryKey: appTypeKeys.all,
    queryFn: ({ signal }) => appTypesApi.list(signal),
  });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canCreate && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setOpen({ kind: 'create' })}
              data-testid="app-types-create"
            >
              {t('appTypes.create')}
            </Button>
          )
        }
      />
      <Stack gap="md" data-testid="app-types">
        <Text size="sm" c="dimmed">
          {t('appTypes.intro')}
        </Text>
        {!canUpdate && <Text size="sm">{t('appTypes.readOnly')}</Text>}
        <ApiErrorAlert error={types.error} testId="app-types-load-error" />
        {types.data?.length === 0 && (
          <Text data-testid="app-types-empty">{t('appTypes.empty')}</Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {types.data?.map((type) => (
            <AppTypeCard
              key={type.id}
              type={type}
              canUpdate={canUpdate}
              onOpen={(kind) => setOpen({ kind, type })}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <AppTypeCreateModal opened={open?.kind === 'create'} onClose={close} />
      {open?.kind === 'options' && <AppTypeOptionsModal type={open.type} onClose={close} />}
      {open?.kind === 'details' && <AppTypeDetailsModal type={open.type} onClose={close} />}
      {open?.kind === 'status' && <StatusDialog type={open.type} onClose={close} />}
      {open?.kind === 'delete' && <DeleteDialog type={open.type} onClose={close} />}
    </>
  );
}

function AppTypeCard(props: {
  type: AppType;
  canUpdate: boolean;
  onOpen: (kind: 'options' | 'details' | 'status' | 'delete') => void;
}) {
  const { t } = useTranslation();
  const { type } = props;
  const isActive = type.status === 'ACTIVE';
  return (
    <Paper withBorder p="md" data-testid={`app-type-${type.key}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={4} data-testid="app-type-name">
              {type.name}
            </Title>
            <Text size="xs" ff="monospace" c="dimmed" dir="ltr" data-testid="app-type-key">
              {type.key}
            </Text>
          </div>
          <Badge color={isActive ? 'teal' : 'gray'} data-testid="app-type-status">
            {t(`appTypes.statuses.${type.status}`)}
          </Badge>
        </Group>
        {type.description && <Text size="sm">{type.description}</Text>}
        <Text size="sm" fw={500}>
          {t('appTypes.options')}
        </Text>
        {type.options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('appTypes.noOptions')}
          </Text>
        ) : (
          <Group gap={6} data-testid="app-type-options">
            {type.options.map((option) => (
              <Badge
                key={option.value}
                variant={option.isActive ? 'light' : 'outline'}
                color={option.isActive ? 'blue' : 'gray'}
                tt="none"
                title={option.value}
              >
                {option.label}
              </Badge>
            ))}
          </Group>
        )}
        {props.canUpdate && (
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              onClick={() => props.onOpen('options')}
              data-testid="app-type-edit-options"
            >
              {t('appTypes.editOptions')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => props.onOpen('details')}
              data-testid="app-type-edit"
            >
              {t('appTypes.editDetails')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => props.onOpen('status')}
              data-testid="app-type-toggle"
            >
              {isActive ? t('appTypes.deactivate') : t('appTypes.activate')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => props.onOpen('delete')}
              data-testid="app-type-delete"
            >
              {t('appTypes.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** Deactivating asks first (readers stop offering the options); activating does not. */
function StatusDialog({ type, onClose }: { type: AppType; onClose: () => void }) {
  const { t } = useTranslation();
  const isActive = type.status === 'ACTIVE';
  const save = useAppTypeMutation({
    mutationFn: () =>
      appTypesApi.update(type.id, {
        name: type.name,
        description: type.description,
        status: isActive ? 'INACTIVE' : 'ACTIVE',
      }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('appTypes.saved') });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      opened
      title={isActive ? t('appTypes.deactivateTitle', { name: type.name }) : t('appTypes.activate')}
      message={isActive ? t('appTypes.deactivateMessage') : type.name}
      confirmLabel={isActive ? t('appTypes.deactivate') : t('appTypes.activate')}
      isPending={save.isPending}
      onConfirm={() => save.mutate()}
      onClose={onClose}
      testId="app-type-status-dialog"
    >
      <ApiErrorAlert error={save.error} />
    </ConfirmDialog>
  );
}

function DeleteDialog({ type, onClose }: { type: AppType; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useAppTypeMutation({
    mutationFn: () => appTypesApi.remove(type.id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('appTypes.deleted') });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      opened
      isDanger
      title={t('appTypes.deleteTitle', { name: type.name })}
      message={t('appTypes.deleteMessage', { key: type.key, n: type.options.length })}
      confirmLabel={t('appTypes.delete')}
      isPending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
      testId="app-type-delete-dialog"
    >
      <ApiErrorAlert error={remove.error} />
    </ConfirmDialog>
  );
}
