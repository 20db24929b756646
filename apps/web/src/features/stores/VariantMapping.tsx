import { Button, Group, Image, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoreVariantView } from '@platfox/domain';
import { IconDeviceFloppy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultImage from '../../ui/data-list/default-image.svg';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { BidiValue } from '../../ui/Bidi';
import { StatusBadge } from '../../ui/StatusBadge';
import type { SellerProductRow, SellerProductType } from '../orders/api';
import { storesApi, useRefreshStores } from './api';

type VariantMappingProps = {
  variant: StoreVariantView;
  products: readonly SellerProductRow[];
  types: readonly SellerProductType[];
};

/**
 * One store variant: what it is made as, the two pickers to change that (the seller's product,
 * then an item of its product type) and Ignore. An ignored variant is un-ignored before mapping.
 */
export function VariantMapping({ variant, products, types }: VariantMappingProps) {
  const { t } = useTranslation();
  const [productId, setProductId] = useState(variant.productId);
  const [itemId, setItemId] = useState(variant.productTypeItemId);
  const isIgnored = variant.syncStatus === 'IGNORE';

  const refresh = useRefreshStores();
  const save = useMutation({
    mutationFn: () =>
      storesApi.map(variant.storeId, variant.id, {
        productId: productId ?? '',
        productTypeItemId: itemId ?? '',
      }),
    onSuccess: async (mapped) => {
      notifications.show({
        color: 'teal',
        message:
          mapped.releasedOrders > 0
            ? t('stores.variant.released', { count: mapped.releasedOrders })
            : t('stores.variant.saved'),
      });
      refresh();
    },
  });
  const ignore = useMutation({
    mutationFn: () =>
      isIgnored
        ? storesApi.unignore(variant.storeId, variant.id)
        : storesApi.ignore(variant.storeId, variant.id),
    onSuccess: async () => {
      notifications.show({
        color: 'teal',
        message: t(isIgnored ? 'stores.variant.unignored' : 'stores.variant.ignored'),
      });
      refresh();
    },
  });

  const productChoices = products.map((product) => ({
    value: product.id,
    label: `${product.title} (${product.sku})`,
  }));
  const chosen = products.find((product) => product.id === productId);
  const type = types.find((candidate) => candidate.id === chosen?.productTypeId);
  const itemChoices = (type?.items ?? [])
    .filter((item) => item.status === 'ACTIVATED' || item.id === itemId)
    .map((item) => ({ value: item.id, label: item.name }));
  const isChanged = productId !== variant.productId || itemId !== variant.productTypeItemId;

  return (
    <Paper withBorder radius="md" p="md" data-testid={`store-variant-${variant.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            {variant.imageUrl && (
              <Image
                src={variant.imageUrl}
                fallbackSrc={defaultImage}
                alt=""
                w={48}
                h={48}
                radius="sm"
                fit="cover"
              />
            )}
            <Stack gap={2}>
              <Text fw={600}>{variant.title}</Text>
              {variant.sku && (
                <Text size="xs" c="dimmed">
                  <BidiValue dir="ltr">{variant.sku}</BidiValue>
                </Text>
              )}
            </Stack>
          </Group>
          <StatusBadge status={variant.syncStatus} testId="store-variant-status" />
        </Group>
        <Text size="sm" data-testid="store-variant-mapped">
          {t('stores.variant.mappedTo')}:{' '}
          {variant.productTitle && variant.productTypeItemName
            ? `${variant.productTitle} · ${variant.productTypeItemName}`
            : t('stores.variant.notMapped')}
        </Text>
        <ApiErrorAlert error={save.error ?? ignore.error} />
        {isIgnored ? (
          <Text size="sm" c="dimmed">
            {t('stores.variant.ignoredHint')}
          </Text>
        ) : (
          <Group align="flex-end" gap="sm">
            <Select
              flex="2 1 220px"
              label={t('stores.variant.myProduct')}
              placeholder={t('stores.variant.chooseProduct')}
              data={productChoices}
              value={productId}
              searchable
              nothingFoundMessage={t('stores.variant.noProducts')}
              onChange={(next) => {
                setProductId(next);
                setItemId(null);
              }}
              data-testid="store-variant-product"
            />
            <Select
              flex="1 1 160px"
              label={t('stores.variant.item')}
              placeholder={t('stores.variant.chooseItem')}
              data={itemChoices}
              value={itemId}
              disabled={!productId}
              onChange={setItemId}
              data-testid="store-variant-item"
            />
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!productId || !itemId || !isChanged}
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="store-variant-save"
            >
              {t('stores.variant.save')}
            </Button>
          </Group>
        )}
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="subtle"
            color={isIgnored ? undefined : 'gray'}
            leftSection={isIgnored ? <IconEye size={14} /> : <IconEyeOff size={14} />}
            loading={ignore.isPending}
            onClick={() => ignore.mutate()}
            data-testid={isIgnored ? 'store-variant-unignore' : 'store-variant-ignore'}
          >
            {t(isIgnored ? 'stores.variant.unignore' : 'stores.variant.ignore')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
