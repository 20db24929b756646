import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoreProductView, StoreVariantsMatched } from '@platfox/domain';
import { IconWand } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import type { SellerProductRow } from '../orders/api';
import { storesApi, useRefreshStores } from './api';

/** The options a store names its variants by ("White / M": White and M), each once. */
export function optionsOf(titles: readonly string[]): string[] {
  const parts = titles.flatMap((title) =>
    title
      .split('/')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  const seen = new Map<string, string>();
  // The first spelling met names the option ("White" before a later "white").
  for (const part of parts) if (!seen.has(part.toLowerCase())) seen.set(part.toLowerCase(), part);
  return [...seen.values()];
}

/** Whether a variant's title names the option ("White" in "white / M"). */
const hasOption = (title: string, option: string) =>
  title.split('/').some((part) => part.trim().toLowerCase() === option.toLowerCase());

/**
 * Mapping at scale (issue 31 item 9): match every unmapped variant whose SKU is one of the
 * seller's products' SKUs, or map every variant of one option ("every size of White") to one
 * product, each to its item of the same option names. The server matches; this says how many.
 */
export function BulkMapping({
  product,
  products,
}: {
  product: StoreProductView;
  products: readonly SellerProductRow[];
}) {
  const { t } = useTranslation();
  const refresh = useRefreshStores();
  const [option, setOption] = useState<string | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const mappable = product.variants.filter((variant) => variant.syncStatus !== 'IGNORE');
  const chosen = option
    ? mappable.filter((variant) => hasOption(variant.title, option))
    : mappable.filter((variant) => variant.syncStatus === 'NOT_SYNC');
  const tell = (done: StoreVariantsMatched) => {
    notifications.show({
      color: done.matched > 0 ? 'teal' : 'yellow',
      message: [
        t('stores.bulk.matched', { count: done.matched }),
        done.unmatched > 0 ? t('stores.bulk.unmatched', { count: done.unmatched }) : '',
        done.releasedOrders > 0 ? t('stores.variant.released', { count: done.releasedOrders }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    });
    refresh();
  };
  const bySku = useMutation({
    mutationFn: () => storesApi.match(product.storeId, product.id, {}),
    onSuccess: tell,
  });
  const toProduct = useMutation({
    mutationFn: () =>
      storesApi.match(product.storeId, product.id, {
        productId: productId ?? undefined,
        variantIds: chosen.map((variant) => variant.id),
      }),
    onSuccess: tell,
  });
  const unmapped = mappable.filter((variant) => variant.syncStatus === 'NOT_SYNC').length;

  return (
    <Paper withBorder radius="md" p="md" data-testid="store-bulk-mapping">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Title order={4}>{t('stores.bulk.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('stores.bulk.intro')}
            </Text>
          </Stack>
          <Button
            variant="light"
            leftSection={<IconWand size={16} />}
            disabled={unmapped === 0}
            loading={bySku.isPending}
            onClick={() => bySku.mutate()}
            data-testid="store-bulk-by-sku"
          >
            {t('stores.bulk.bySku')}
          </Button>
        </Group>
        <ApiErrorAlert error={bySku.error ?? toProduct.error} />
        <Group align="flex-end" gap="sm">
          <Select
            flex="1 1 160px"
            label={t('stores.bulk.option')}
            placeholder={t('stores.bulk.anyOption')}
            data={optionsOf(mappable.map((variant) => variant.title))}
            value={option}
            clearable
            onChange={setOption}
            data-testid="store-bulk-option"
          />
          <Select
            flex="2 1 220px"
            label={t('stores.variant.myProduct')}
            placeholder={t('stores.variant.chooseProduct')}
            data={products.map((row) => ({ value: row.id, label: `${row.title} (${row.sku})` }))}
            value={productId}
            searchable
            nothingFoundMessage={t('stores.variant.noProducts')}
            onChange={setProductId}
            data-testid="store-bulk-product"
          />
          <Button
            leftSection={<IconWand size={16} />}
            disabled={!productId || chosen.length === 0}
            loading={toProduct.isPending}
            onClick={() => toProduct.mutate()}
            data-testid="store-bulk-map"
          >
            {t('stores.bulk.map', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
