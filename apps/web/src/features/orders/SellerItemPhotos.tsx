import { Paper, Stack, Text, Title } from '@mantine/core';
import { productionEndpoints, type CompletedImage } from '@platfox/domain';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api';
import { CompletedPhotos, type PhotoUrl } from '../production/CompletedPhotos';
import type { OrderView } from './api';

/** The seller's path of an item's photos (spec 03 "order-completed-images/{id}"). */
const photosPath = (itemId: string) =>
  `/seller/order-completed-images/${encodeURIComponent(itemId)}`;

export const sellerPhotoUrl: PhotoUrl = (photo, size) => {
  const url = `/api${photosPath(photo.orderItemId)}/${encodeURIComponent(photo.id)}`;
  return size === 'thumbnail' ? `${url}?size=thumbnail` : url;
};

export function sellerItemPhotos(itemId: string, signal?: AbortSignal): Promise<CompletedImage[]> {
  return call(
    productionEndpoints.getSellerOrderCompletedImagesOne,
    { params: { id: itemId } },
    { signal },
  ).then((answer) => answer.data);
}

/**
 * Only a printer takes the photos, and an item reaches a printer on approval: a draft's items and
 * pending items never approved are not asked about (an order just placed makes no calls).
 */
const mayHavePhotos = (order: OrderView, item: OrderView['items'][number]) =>
  !order.isDraft && (item.status !== 'PENDING' || item.timeline.approvedAt !== null);

/**
 * Photos of the completed product (issue 6) on the seller's order: a thumbnail strip per item
 * that has any; a click opens the full photo. Nothing shows while no item has photos.
 */
export function SellerItemPhotos({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const answers = useQueries({
    queries: order.items.map((item) => ({
      queryKey: ['orders', 'completed-images', item.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => sellerItemPhotos(item.id, signal),
      enabled: mayHavePhotos(order, item),
    })),
  });
  const shown = order.items.flatMap((item, index) => {
    const photos = answers[index]?.data;
    return photos && photos.length > 0 ? [{ item, photos }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-item-photos">
      <Stack gap="sm">
        <Title order={4}>{t('orders.detail.photos')}</Title>
        {shown.map(({ item, photos }) => (
          <Stack key={item.id} gap={4} data-testid="order-item-photos-item">
            <Text size="sm" fw={500}>
              {item.productTitle}
              <Text span size="xs" c="dimmed">
                {' '}
                · {item.productTypeName} · {item.productSku}
              </Text>
            </Text>
            <CompletedPhotos photos={photos} urlOf={sellerPhotoUrl} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
