import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENTS,
  webhookEndpointCreateSchema,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { webhooksApi } from './api';
import { TECHNICAL_WORDS } from './words';

type Values = { url: string; events: WebhookEvent[]; isActive: boolean };

/**
 * Adds an endpoint (then its secret is shown once by the caller) or edits one: address, events,
 * active. The server's refusals (a private address) land on their field.
 */
export function EndpointDialog({
  editing,
  opened,
  onClose,
  onCreated,
  onSaved,
}: {
  editing: WebhookEndpoint | null;
  opened: boolean;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const initial: Values = editing
    ? { url: editing.url, events: editing.events, isActive: editing.isActive }
    : { url: 'https://', events: [...WEBHOOK_EVENTS], isActive: true };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t(editing ? 'webhooks.dialog.editTitle' : 'webhooks.dialog.createTitle')}
    >
      {opened && (
        <EndpointForm
          key={editing?.id ?? 'new'}
          initial={initial}
          editingId={editing?.id ?? null}
          onCancel={onClose}
          onCreated={onCreated}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function EndpointForm({
  initial,
  editingId,
  onCancel,
  onCreated,
  onSaved,
}: {
  initial: Values;
  editingId: string | null;
  onCancel: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useAccountForm(initial, {
    schema: webhookEndpointCreateSchema,
    toBody: (values: Values) => values,
    required: ['url'],
  });
  const save = useMutation({
    mutationFn: async (body: Values) => {
      if (editingId) {
        await webhooksApi.update(editingId, body);
        return null;
      }
      return webhooksApi.create(body);
    },
    onSuccess: (created) => (created ? onCreated(created) : onSaved()),
    onError: (error) => form.showServerErrors(error),
  });
  const submit = form.submitWith(save.mutate);
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ApiErrorAlert error={save.error} />
        <TextInput
          label={t('webhooks.fields.url', TECHNICAL_WORDS)}
          description={t('webhooks.dialog.urlHint')}
          withAsterisk
          dir="ltr"
          data-autofocus
          {...form.text('url')}
          data-testid="webhook-url"
        />
        <Checkbox.Group
          label={t('webhooks.fields.events')}
          value={form.values.events}
          onChange={(events) => form.set('events', events as WebhookEvent[])}
          error={form.errors.events}
        >
          <Stack gap="xs" mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                value={event}
                label={t(`webhooks.events.${event}`)}
                data-testid={`webhook-event-${event}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('webhooks.fields.isActive')}
          checked={form.values.isActive}
          onChange={(event) => form.set('isActive', event.currentTarget.checked)}
          data-testid="webhook-active"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('webhooks.actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="webhook-submit">
            {t(editingId ? 'webhooks.actions.save' : 'webhooks.actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
