import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GALLERY_TAG_MAX_LENGTH, type GalleryTagCount } from '@platfox/domain';
import { IconCheck, IconTags, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { galleryApi, galleryKeys, useGalleryMutation } from './api';

/** One tag: rename it on every item that has it, or take it off them all. */
function TagLine({
  entry,
  onChange,
  isPending,
}: {
  entry: GalleryTagCount;
  onChange: (to: string) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.tag);
  const renamed = name.trim().toLowerCase();
  return (
    <Group gap="xs" wrap="nowrap" data-testid="gallery-tag-line">
      <TextInput
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={GALLERY_TAG_MAX_LENGTH}
        aria-label={t('gallery.tagName')}
        style={{ flex: 1 }}
        dir="auto"
      />
      <Text size="xs" c="dimmed" w={72}>
        {t('gallery.tagItems', { count: entry.items })}
      </Text>
      <ActionIcon
        variant="light"
        aria-label={t('gallery.renameTag')}
        disabled={!renamed || renamed === entry.tag || isPending}
        onClick={() => onChange(renamed)}
        data-testid="gallery-tag-rename"
      >
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon
        variant="light"
        color="red"
        aria-label={t('gallery.removeTag')}
        disabled={isPending}
        onClick={() => onChange('')}
        data-testid="gallery-tag-remove"
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** "Manage tags" on the gallery: every tag with its item count, renamed or removed everywhere. */
export function TagManager() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const tags = useQuery({
    queryKey: galleryKeys.tags,
    queryFn: ({ signal }) => galleryApi.tags(signal),
    enabled: isOpen,
  });
  const change = useGalleryMutation({
    mutationFn: (body: { from: string; to: string }) => galleryApi.renameTag(body),
    onSuccess: (_, { to }) =>
      notifications.show({
        color: 'teal',
        message: to ? t('gallery.tagRenamed') : t('gallery.tagRemoved'),
      }),
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTags size={16} />}
        onClick={() => setIsOpen(true)}
        data-testid="gallery-manage-tags"
      >
        {t('gallery.manageTags')}
      </Button>
      <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={t('gallery.manageTags')}>
        <Stack gap="sm" data-testid="gallery-tag-manager">
          <Text size="sm" c="dimmed">
            {t('gallery.manageTagsHint')}
          </Text>
          <ApiErrorAlert error={change.error} />
          {tags.data?.length === 0 && <Text size="sm">{t('gallery.noTags')}</Text>}
          {tags.data?.map((entry) => (
            <TagLine
              // A renamed tag is another line: it starts from its new name.
              key={`${entry.tag}-${entry.items}`}
              entry={entry}
              isPending={change.isPending}
              onChange={(to) => change.mutate({ from: entry.tag, to })}
            />
          ))}
        </Stack>
      </Modal>
    </>
  );
}
