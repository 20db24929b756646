import { Paper, SegmentedControl, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GALLERY_ITEM_STATUSES,
  GALLERY_ITEM_TAGS_MAX,
  GALLERY_TAG_MAX_LENGTH,
  galleryItemBodySchema,
  type GalleryItem,
  type GalleryItemStatus,
} from '@platfox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { statusLabel } from '../../ui/statusLabel';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { galleryApi, galleryKeys, useGalleryMutation } from './api';

type Values = { name: string; tags: string[]; status: GalleryItemStatus };

/** An item's name, tags (at most 3, offered from the seller's other tags) and status. */
export function GalleryItemForm({ item }: { item: GalleryItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useAccountForm<Values, typeof galleryItemBodySchema>(
    { name: item.name, tags: item.tags, status: item.status },
    { schema: galleryItemBodySchema, toBody: (values) => values, required: ['name'] },
  );
  const guard = useLeaveGuard(form.isDirty);
  const tags = useQuery({
    queryKey: galleryKeys.tags,
    queryFn: ({ signal }) => galleryApi.tags(signal),
  });
  const save = useGalleryMutation({
    mutationFn: (body: Values) => galleryApi.update(item.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(galleryKeys.one(item.id), saved);
      form.reset({ name: saved.name, tags: saved.tags, status: saved.status });
      notifications.show({ color: 'teal', message: t('gallery.saved') });
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form
        ref={form.formRef}
        onSubmit={form.submitWith(save.mutate, save.reset)}
        noValidate
        data-testid="gallery-item-form"
      >
        <Stack gap="sm">
          <Title order={4}>{t('gallery.details')}</Title>
          {save.error && Object.keys(form.errors).length === 0 && (
            <ApiErrorAlert error={save.error} />
          )}
          <TextInput
            label={t('gallery.name')}
            required
            maxLength={120}
            {...form.text('name')}
            data-testid="gallery-name"
          />
          <TagsInput
            label={t('gallery.tags')}
            description={t('gallery.tagsHint', { max: GALLERY_ITEM_TAGS_MAX })}
            value={form.values.tags}
            // Kept as the server keeps them (lower case, each once), so "Cats" joins "cats".
            onChange={(value) =>
              form.set('tags', [
                ...new Set(
                  value.map((tag) => tag.trim().toLowerCase().slice(0, GALLERY_TAG_MAX_LENGTH)),
                ),
              ])
            }
            data={(tags.data ?? []).map((entry) => entry.tag)}
            maxTags={GALLERY_ITEM_TAGS_MAX}
            clearable
            error={form.errors.tags}
            data-testid="gallery-tags"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('gallery.status')}
            </Text>
            <SegmentedControl
              value={form.values.status}
              onChange={(value) => form.set('status', value as GalleryItemStatus)}
              data={GALLERY_ITEM_STATUSES.map((value) => ({ value, label: statusLabel(t, value) }))}
              data-testid="gallery-status"
            />
            <Text size="xs" c="dimmed">
              {t('gallery.statusHint')}
            </Text>
          </Stack>
          <SubmitRow isPending={save.isPending} testId="gallery-save">
            {t('gallery.save')}
          </SubmitRow>
        </Stack>
      </form>
      <LeaveConfirmation guard={guard} />
    </Paper>
  );
}
