import { Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { StoreProductView } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import defaultImage from '../../ui/data-list/default-image.svg';
import { useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader } from '../../ui/PageHeader';
import { useSellerProductChoices } from '../orders/api';
import { storeKeys, storesApi } from './api';
import { BulkMapping } from './BulkMapping';
import { VariantMapping } from './VariantMapping';

/**
 * /s/stores/sync-variant/:idStore/:id: a store product's variants, each mapped to one of the
 * seller's products and its product type's item ("Black / M"), or ignored. Saved per variant.
 * TikTok's sync-variant screen names the same two ids otherwise and passes them.
 */
export default function SyncVariantPage(props: { idStore?: string; id?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const idStore = props.idStore ?? params.idStore ?? '';
  const id = props.id ?? params.id ?? '';
  const product = useQuery({
    queryKey: storeKeys.product(idStore, id),
    queryFn: ({ signal }) => storesApi.product(idStore, id, signal),
  });
  if (product.error && !product.data) {
    return <ErrorPage status={isApiError(product.error) ? product.error.status : 0} />;
  }
  if (!product.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <ProductVariants product={product.data} />;
}

function ProductVariants({ product }: { product: StoreProductView }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  // The same reads as the order form's pickers, so one cache serves both screens.
  const { products, types } = useSellerProductChoices();
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: `/s/store/${product.storeId}`, label: product.storeName }}
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            {product.imageUrl && (
              <Image
                src={product.imageUrl}
                fallbackSrc={defaultImage}
                alt=""
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
            )}
            <Stack gap={4}>
              <Title order={3} size="h4" data-testid="store-product-title">
                {product.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('stores.variant.intro')}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <BulkMapping product={product} products={products.data ?? []} />
        {product.variants.map((variant) => (
          <VariantMapping
            key={`${variant.id}-${variant.syncStatus}`}
            variant={variant}
            products={products.data ?? []}
            types={types.data ?? []}
          />
        ))}
      </Stack>
    </>
  );
}
