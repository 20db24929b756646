import { Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { API_PREFIX, floorFileSides, pathOf, type CompletedImage } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../ui/AuthImage';
import { completedImageKeys, completedImages } from '../quality/api';

const THUMBNAIL_PX = 96;

/** The printer's URL of a photo; the server makes and keeps its thumbnail (size=thumbnail). */
export function completedPhotoUrl(photo: CompletedImage, size: 'original' | 'thumbnail'): string {
  const url =
    API_PREFIX +
    pathOf(floorFileSides.printer.completedImage, { id: photo.orderItemId, imageId: photo.id });
  return size === 'thumbnail' ? `${url}?size=thumbnail` : url;
}

/**
 * Photos of the completed product (issue 6) as thumbnails; a click opens the full photo. The
 * images are fetched with the session's token (AuthImage), since the routes are not public.
 */
export type PhotoUrl = (photo: CompletedImage, size: 'original' | 'thumbnail') => string;

export function CompletedPhotos({
  photos,
  urlOf = completedPhotoUrl,
}: {
  photos: readonly CompletedImage[];
  /** Where a photo is read: the printer's path unless a side (the seller's) has its own. */
  urlOf?: PhotoUrl;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<CompletedImage | null>(null);
  if (photos.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="completed-photos-none">
        {t('printerItems.photos.none')}
      </Text>
    );
  }
  return (
    <>
      <Group gap="xs" data-testid="completed-photos">
        {photos.map((photo) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpened(photo)}
            aria-label={t('printerItems.photos.open', { name: photo.fileName })}
            data-testid="completed-photo"
          >
            <AuthImage
              src={urlOf(photo, 'thumbnail')}
              alt={photo.fileName}
              w={THUMBNAIL_PX}
              h={THUMBNAIL_PX}
              fit="cover"
              radius="sm"
              bg="gray.1"
            />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        title={opened?.fileName}
        size="xl"
        centered
      >
        {opened && (
          <AuthImage
            src={urlOf(opened, 'original')}
            alt={opened.fileName}
            fit="contain"
            mah="75vh"
            data-testid="completed-photo-full"
          />
        )}
      </Modal>
    </>
  );
}

/** An item's photos, read on their own (the check-quality screen's key, so an upload shows). */
export function ItemPhotos({ itemId }: { itemId: string }) {
  const photos = useQuery({
    queryKey: completedImageKeys.of(itemId),
    queryFn: ({ signal }) => completedImages(itemId, signal),
  });
  return photos.data ? <CompletedPhotos photos={photos.data} /> : null;
}
