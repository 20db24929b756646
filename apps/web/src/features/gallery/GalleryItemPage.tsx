import { Button, Grid, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { detailGate } from '../../ui/detailGate';
import { Fact } from '../../ui/Fact';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { useAuthedImageUrl } from '../../ui/AuthImage';
import { galleryApi, galleryKeys, useGalleryMutation } from './api';
import { GalleryItemForm } from './GalleryItemForm';
import { GalleryPicture, useFileSize } from './parts';

/** /s/gallery/{id}: the image large, its file's facts, the form of its name, tags and status. */
export default function GalleryItemPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const fileSize = useFileSize();
  const [isAsking, setIsAsking] = useState(false);
  const read = useQuery({
    queryKey: galleryKeys.one(id),
    queryFn: ({ signal }) => galleryApi.one(id, signal),
  });
  const original = useAuthedImageUrl(read.data?.url);
  const remove = useGalleryMutation({
    mutationFn: () => galleryApi.remove(id),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('gallery.deleted') });
      void navigate('/s/gallery', { replace: true });
    },
  });
  const gate = detailGate(id, read);
  if (gate || !read.data) return gate;
  const item = read.data;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: '/s/gallery', label: t('title.gallery') }}
        actions={
          <Group gap="sm">
            <Button
              component="a"
              variant="default"
              href={original.src ?? undefined}
              download={item.name}
              disabled={!original.src}
              leftSection={<IconDownload size={16} />}
              data-testid="gallery-download"
            >
              {t('gallery.download')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => setIsAsking(true)}
              data-testid="gallery-delete"
            >
              {t('gallery.delete')}
            </Button>
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="xs" data-testid="gallery-preview">
            <GalleryPicture item={item} size="original" height="min(60vh, 560px)" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={2} spacing="sm" data-testid="gallery-facts">
                <Fact label={t('gallery.dimensions')} testId="gallery-dimensions">
                  {t('gallery.pixels', { width: item.width, height: item.height })}
                </Fact>
                <Fact label={t('gallery.density')}>
                  {item.dpi ? t('gallery.dpi', { dpi: item.dpi }) : t('gallery.noDpi')}
                </Fact>
                <Fact label={t('gallery.fileSize')}>{fileSize(item.size)}</Fact>
                <Fact label={t('gallery.format')}>
                  {item.contentType === 'image/png' ? 'PNG' : 'JPEG'}
                </Fact>
                <Fact label={t('gallery.createdAt')}>{formatDateTime(item.createdAt)}</Fact>
                <Fact label={t('gallery.updatedAt')}>{formatDateTime(item.updatedAt)}</Fact>
              </SimpleGrid>
            </Paper>
            <GalleryItemForm key={item.updatedAt} item={item} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={isAsking}
        title={t('gallery.deleteTitle')}
        message={t('gallery.deleteMessage', { name: item.name })}
        confirmLabel={t('gallery.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setIsAsking(false)}
      />
    </>
  );
}
