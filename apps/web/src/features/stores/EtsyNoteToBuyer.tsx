import { Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { noteToBuyerBodySchema, type ExternalStore } from '@platfox/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { storeKeys, storesApi } from './api';
import { SubmitRow } from '../../ui/form/SubmitRow';

/** The Etsy store's note to the buyer: Etsy mails it with each shipment's tracking. */
export function EtsyNoteToBuyer({ store }: { store: ExternalStore }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = { noteToBuyer: store.noteToBuyer ?? '' };
  const form = useAccountForm(initial, {
    schema: noteToBuyerBodySchema,
    toBody: (values: { noteToBuyer: string }) => values,
  });
  const save = useMutation({
    mutationFn: (body: { noteToBuyer: string }) => storesApi.setNoteToBuyer(store.id, body),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: t('etsy.note.saved') });
      queryClient.setQueryData(storeKeys.detail(store.id), saved);
      form.reset({ noteToBuyer: saved.noteToBuyer ?? '' });
    },
    onError: (error) => form.showServerErrors(error),
  });
  const submit = form.submitWith(save.mutate);
  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form.formRef} onSubmit={submit} noValidate data-testid="etsy-note-form">
        <Stack gap="sm">
          <Title order={4}>{t('etsy.note.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('etsy.note.hint')}
          </Text>
          {save.error && !form.errors.noteToBuyer && <ApiErrorAlert error={save.error} />}
          <Textarea
            rows={3}
            maxLength={500}
            {...form.text('noteToBuyer')}
            aria-label={t('etsy.note.title')}
            data-testid="etsy-note-input"
          />
          <SubmitRow isPending={save.isPending} testId="etsy-note-save">
            {t('etsy.note.save')}
          </SubmitRow>
        </Stack>
      </form>
    </Paper>
  );
}
