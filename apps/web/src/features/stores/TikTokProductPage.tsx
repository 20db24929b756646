import { Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import SyncVariantPage from './SyncVariantPage';
import { tiktokApi, tiktokKeys } from './tiktokApi';

/**
 * /s/tiktok-shop/product-list/{externalStoreId}/{ttsProductId} (a product by TikTok's id) and
 * /s/tiktok-shop/sync-variant/{externalStoreId}/product/{productId} (by the kept product's id):
 * the product's variants and their mapping, as the store's sync-variant screen shows them.
 */
export default function TikTokProductPage() {
  const { t } = useTranslation();
  const { externalStoreId = '', ttsProductId, productId } = useParams();
  const ask = { idStore: externalStoreId, pageSize: 1, ttsProductId };
  const found = useQuery({
    queryKey: tiktokKeys.products(ask),
    queryFn: ({ signal }) => tiktokApi.products(ask, signal),
    enabled: Boolean(ttsProductId) && !productId,
  });
  const id = productId ?? found.data?.items[0]?.id;
  if (id) return <SyncVariantPage idStore={externalStoreId} id={id} />;
  if (found.data) {
    return (
      <Text c="dimmed" data-testid="tiktok-products-empty">
        {t('stores.tiktok.noProducts')}
      </Text>
    );
  }
  return (
    <Center mih={240}>
      <Loader size="sm" aria-label={t('app.loading')} />
    </Center>
  );
}
