import {
  Alert,
  Button,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Group,
  Code,
} from '@mantine/core';
import { createApiKeyBodySchema } from '@platfox/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert, useApiErrorText } from '../../ui/ApiErrorAlert';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { apiKeyKeys, apiKeysApi, type ApiKey, type CreatedApiKey, useRefreshApiKeys } from './api';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { SimpleTable } from '../../ui/SimpleTable';
import { CreateButton } from '../../ui/ListPage';

/** /s/api-key and /p/api-key: the account's API keys, created and revoked here. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keys = useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => apiKeysApi.list(signal),
  });
  const errorText = useApiErrorText(keys.error);
  const refresh = useRefreshApiKeys();

  const revoke = useConfirmedAction({
    title: t('accounts.apiKeys.revokeTitle'),
    message: (key: ApiKey) => t('accounts.apiKeys.revokeText', { name: key.name }),
    confirmLabel: t('accounts.apiKeys.revoke'),
    isDanger: true,
    run: async (key: ApiKey) => {
      await apiKeysApi.revoke(key.id);
      await refresh();
    },
  });

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <CreateButton
            onClick={() => setCreating(true)}
            label={t('accounts.apiKeys.create')}
            testId="api-key-new"
          />
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('accounts.apiKeys.intro')}
          </Text>
          {errorText && <Alert color="red">{errorText}</Alert>}
          <SimpleTable
            minWidth={640}
            headers={[
              t('accounts.fields.name'),
              t('accounts.apiKeys.prefix'),
              t('accounts.apiKeys.createdAt'),
              t('accounts.apiKeys.lastUsedAt'),
              null,
            ]}
            isStriped
            verticalSpacing="sm"
            testId="api-keys-table"
          >
            {keys.data?.map((key) => (
              <Table.Tr key={key.id} data-testid={`api-key-row-${key.name}`}>
                <Table.Td fw={600}>{key.name}</Table.Td>
                <Table.Td>
                  <Code>{key.prefix}…</Code>
                </Table.Td>
                <Table.Td>{formatDateTime(key.createdAt)}</Table.Td>
                <Table.Td>
                  {key.lastUsedAt
                    ? formatDateTime(key.lastUsedAt)
                    : t('accounts.apiKeys.neverUsed')}
                </Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => revoke.ask(key)}
                    data-testid="api-key-revoke"
                  >
                    {t('accounts.apiKeys.revoke')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {keys.isSuccess && keys.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text ta="center" c="dimmed" py="lg" data-testid="api-keys-empty">
                    {t('accounts.apiKeys.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </SimpleTable>
        </Stack>
      </Paper>
      <CreateKeyDialog
        opened={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          void refresh();
        }}
      />
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
      {revoke.dialog}
    </>
  );
}

type CreateKeyDialogProps = {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
};

function CreateKeyDialog({ opened, onClose, onCreated }: CreateKeyDialogProps) {
  const { t } = useTranslation();
  const form = useAccountForm(
    { name: '' },
    {
      schema: createApiKeyBodySchema,
      toBody: (values: { name: string }) => values,
      required: ['name'],
    },
  );
  const create = useMutation({
    mutationFn: apiKeysApi.create,
    onSuccess: (key) => {
      form.reset({ name: '' });
      onCreated(key);
    },
    onError: (error) => form.showServerErrors(error),
  });
  const submit = form.submitWith((body) => create.mutate(body.name));
  return (
    <Modal opened={opened} onClose={onClose} title={t('accounts.apiKeys.create')} centered>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <ApiErrorAlert error={create.error} />
          <TextInput
            label={t('accounts.fields.name')}
            description={t('accounts.apiKeys.nameHint')}
            withAsterisk
            data-autofocus
            {...form.text('name')}
            data-testid="api-key-name"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('accounts.common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="api-key-submit">
              {t('accounts.apiKeys.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
