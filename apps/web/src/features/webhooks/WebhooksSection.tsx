import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@platfox/domain';
import { IconKey, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert, useApiErrorText } from '../../ui/ApiErrorAlert';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { webhookKeys, webhooksApi, useRefreshWebhooks } from './api';
import { DeliveryDrawer } from './DeliveryDrawer';
import { EndpointDialog } from './EndpointDialog';
import { WEBHOOK_DELIVERY_CONFIG, webhookDeliveryColumns } from './listConfig';
import { SecretDialog } from './SecretDialog';
import { TECHNICAL_WORDS } from './words';
import { SimpleTable } from '../../ui/SimpleTable';
import { CreateButton } from '../../ui/ListPage';

type Confirming = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint };

/**
 * The webhooks part of /s/general-setting (and /:id, a delivery open): the seller's webhooks (spec 03 section 7.6's "webhook" and
 * TRACKING_CODE_HOOK_URL): endpoints with their events, a test event, the secret shown once, and
 * the delivery log with each delivery's attempts and a resend.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  // /s/general-setting/:id is the page with that delivery open: a delivery has a link of its own.
  const { id: openDelivery = null } = useParams();
  const navigate = useNavigate();
  const setOpenDelivery = useCallback(
    (id: string | null) => void navigate(id ? `/s/general-setting/${id}` : '/s/general-setting'),
    [navigate],
  );
  const [notice, setNotice] = useState<string | null>(null);
  const endpoints = useQuery({
    queryKey: webhookKeys.endpoints,
    queryFn: ({ signal }) => webhooksApi.list(signal),
  });
  const errorText = useApiErrorText(endpoints.error);
  const refresh = useRefreshWebhooks();

  const confirm = useConfirmedAction({
    title: ({ kind }: Confirming) =>
      t(kind === 'rotate' ? 'webhooks.confirm.rotateTitle' : 'webhooks.confirm.deleteTitle'),
    message: ({ kind, endpoint }: Confirming) =>
      t(kind === 'rotate' ? 'webhooks.confirm.rotateText' : 'webhooks.confirm.deleteText', {
        url: endpoint.url,
      }),
    confirmLabel: ({ kind }: Confirming) =>
      t(kind === 'rotate' ? 'webhooks.actions.rotate' : 'webhooks.actions.delete'),
    isDanger: true,
    run: async ({ kind, endpoint }: Confirming) => {
      if (kind === 'rotate') setSecret(await webhooksApi.rotate(endpoint.id));
      else await webhooksApi.remove(endpoint.id);
      await refresh();
    },
  });
  const queued = (message: string) => async () => {
    setNotice(message);
    await refresh();
  };
  const test = useMutation({
    mutationFn: webhooksApi.test,
    onSuccess: queued(t('webhooks.testSent')),
  });
  const resend = useMutation({
    mutationFn: webhooksApi.resend,
    onSuccess: queued(t('webhooks.resent')),
  });

  const columns = useMemo(
    () => webhookDeliveryColumns(t, (row) => setOpenDelivery(row.id)),
    [t, setOpenDelivery],
  );
  const config = useMemo<ListConfig<'webhook-delivery'>>(
    () => ({
      ...WEBHOOK_DELIVERY_CONFIG,
      rowActions: [
        {
          key: 'resend',
          label: t('webhooks.actions.resend'),
          isShown: (row) => row.status !== 'PENDING',
          run: (row) => resend.mutateAsync(row.id).then(() => undefined),
        },
      ],
    }),
    // resend.mutateAsync is stable across renders (TanStack Query).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  return (
    <>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Title order={3} size="h4">
                {t('webhooks.title')}
              </Title>
              <CreateButton
                onClick={() => setEditing('new')}
                label={t('webhooks.add')}
                testId="webhook-new"
              />
            </Group>
            <Text size="sm">{t('webhooks.intro', TECHNICAL_WORDS)}</Text>
            <Text size="sm" c="dimmed">
              {t('webhooks.verifyHint', TECHNICAL_WORDS)}
            </Text>
            {errorText && <Alert color="red">{errorText}</Alert>}
            {notice && (
              <Alert color="teal" withCloseButton onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
            <ApiErrorAlert error={test.error ?? resend.error} />
            <EndpointTable
              endpoints={endpoints.data}
              onEdit={setEditing}
              onTest={(endpoint) => test.mutate(endpoint.id)}
              onConfirm={(kind, endpoint) => confirm.ask({ kind, endpoint })}
            />
          </Stack>
        </Paper>
        <Title order={3} size="h4">
          {t('webhooks.log.title')}
        </Title>
        <DataList config={config} columns={columns} />
      </Stack>
      <EndpointDialog
        opened={editing !== null}
        editing={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          setSecret(created);
          void refresh();
        }}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <DeliveryDrawer id={openDelivery} onClose={() => setOpenDelivery(null)} />
      {confirm.dialog}
    </>
  );
}

function EndpointTable({
  endpoints,
  onEdit,
  onTest,
  onConfirm,
}: {
  endpoints: WebhookEndpoint[] | undefined;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onTest: (endpoint: WebhookEndpoint) => void;
  onConfirm: (kind: 'delete' | 'rotate', endpoint: WebhookEndpoint) => void;
}) {
  const { t } = useTranslation();
  if (endpoints?.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="lg" data-testid="webhooks-empty">
        {t('webhooks.empty')}
      </Text>
    );
  }
  return (
    <SimpleTable
      minWidth={720}
      headers={[
        t('webhooks.fields.url', TECHNICAL_WORDS),
        t('webhooks.fields.events'),
        t('webhooks.fields.status'),
        null,
      ]}
      isStriped
      verticalSpacing="sm"
      testId="webhooks-table"
    >
      {endpoints?.map((endpoint) => (
        <Table.Tr key={endpoint.id} data-testid="webhook-row">
          <Table.Td dir="ltr" style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Table.Td>
          <Table.Td>
            {/* One event a line, each whole: squeezed side by side, Mantine's Badge cut them to
                "OR…" (issue 31 item 13). */}
            <Stack gap={4} align="flex-start">
              {endpoint.events.map((event) => (
                <Badge
                  key={event}
                  variant="light"
                  size="sm"
                  style={{ minWidth: 'max-content', overflow: 'visible' }}
                  data-testid="webhook-event"
                >
                  {t(`webhooks.events.${event}`)}
                </Badge>
              ))}
            </Stack>
          </Table.Td>
          {/* The badge keeps to its line; a failure's message under it wraps in the column. */}
          <Table.Td style={{ minWidth: 180 }}>
            <Badge color={endpoint.isActive ? 'teal' : 'gray'} variant="light">
              {endpoint.isActive ? t('webhooks.active') : t('webhooks.paused')}
            </Badge>
            {endpoint.disabledReason && (
              <Text size="xs" c="dimmed">
                {endpoint.disabledReason}
              </Text>
            )}
            {endpoint.isActive && endpoint.pausedUntil && (
              <Text size="xs" c="orange" data-testid="webhook-paused-until">
                {t('webhooks.pausedAfterFailures', {
                  count: endpoint.consecutiveFailures,
                  until: formatDateTime(endpoint.pausedUntil),
                })}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Group gap={6} justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => onEdit(endpoint)}
                data-testid="webhook-edit"
              >
                {t('webhooks.actions.edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend size={14} />}
                onClick={() => onTest(endpoint)}
                data-testid="webhook-test"
              >
                {t('webhooks.actions.test')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="orange"
                leftSection={<IconKey size={14} />}
                onClick={() => onConfirm('rotate', endpoint)}
                data-testid="webhook-rotate"
              >
                {t('webhooks.actions.rotate')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onConfirm('delete', endpoint)}
                data-testid="webhook-delete"
              >
                {t('webhooks.actions.delete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
