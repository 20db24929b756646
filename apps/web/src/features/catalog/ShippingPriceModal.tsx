import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CountryCode } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { catalogApi, useShippingPriceMutation } from './api';
import { fieldError } from '../../platform/api';
import type { ShippingPriceRow } from './lists/shippingPrices';
import { ProductTypeSelect, useProductTypes } from './ProductTypeSelect';
import { countryChoices, formatCountry } from '../../platform/i18n/formatCountry';
import { SubmitRow } from '../../ui/form/SubmitRow';

const RATES = ['normal.firstItem', 'normal.restItems', 'fast.firstItem', 'fast.restItems'] as const;
type RateKey = (typeof RATES)[number];
type Rates = Record<RateKey, number | null>;

const ratesOf = (row: ShippingPriceRow | null): Rates => ({
  'normal.firstItem': row?.normalFirstItem ?? null,
  'normal.restItems': row?.normalRestItems ?? null,
  'fast.firstItem': row?.fastFirstItem ?? null,
  'fast.restItems': row?.fastRestItems ?? null,
});

/**
 * Creates the same rates for a country and one or more items, or edits one row's rates. A country
 * and item pair that already has a price is refused by the server, and its message is shown.
 */
export function ShippingPriceModal({
  row,
  opened,
  onClose,
}: {
  /** The row edited; null creates. */
  row: ShippingPriceRow | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const productTypes = useProductTypes(opened && !row);
  const [country, setCountry] = useState<string | null>(row?.country ?? null);
  const [productTypeId, setProductTypeId] = useState<string | null>(null);
  const [itemIds, setItemIds] = useState<string[]>([]);
  const [rates, setRates] = useState<Rates>(ratesOf(row));
  const items = productTypes.data?.find((entry) => entry.id === productTypeId)?.items ?? [];

  const save = useShippingPriceMutation({
    mutationFn: async () => {
      const cents = (key: RateKey) => rates[key] ?? 0;
      const body = {
        normal: { firstItem: cents('normal.firstItem'), restItems: cents('normal.restItems') },
        fast: { firstItem: cents('fast.firstItem'), restItems: cents('fast.restItems') },
      };
      if (row) return void (await catalogApi.updateShippingPrice(row.id, body));
      await catalogApi.createShippingPrices({
        ...body,
        country: (country ?? '') as CountryCode,
        productTypeItemIds: itemIds,
      });
    },
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('catalog.common.saved') });
      onClose();
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={row ? t('catalog.shippingPrices.edit') : t('catalog.shippingPrices.create')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="md" data-testid="shipping-price-modal">
          <ApiErrorAlert error={save.error} testId="shipping-price-error" />
          {row ? (
            <Text size="sm" data-testid="shipping-price-target">
              {formatCountry(row.country)} · <bdi>{row.productTypeName}</bdi> ·{' '}
              <bdi>{row.name}</bdi>
            </Text>
          ) : (
            <>
              <Select
                label={t('catalog.shippingPrices.country')}
                withAsterisk
                searchable
                data={countryChoices()}
                value={country}
                onChange={setCountry}
                error={fieldError(save.error, 'country')}
                data-testid="shipping-price-country"
              />
              <ProductTypeSelect
                productTypes={productTypes.data}
                label={t('catalog.shippingPrices.productType')}
                value={productTypeId}
                onChange={(value) => {
                  setProductTypeId(value);
                  setItemIds([]);
                }}
                testId="shipping-price-product-type"
              />
              <MultiSelect
                label={t('catalog.shippingPrices.items')}
                withAsterisk
                searchable
                data={items.map((item) => ({ value: item.id, label: item.name }))}
                value={itemIds}
                onChange={setItemIds}
                error={fieldError(save.error, 'productTypeItemIds')}
                data-testid="shipping-price-items"
              />
              {items.length > 0 && (
                <Group>
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => setItemIds(items.map((item) => item.id))}
                  >
                    {t('catalog.shippingPrices.allItems')}
                  </Button>
                </Group>
              )}
            </>
          )}
          <SimpleGrid cols={2}>
            {RATES.map((key) => (
              <MoneyInput
                key={key}
                label={t(`catalog.shippingPrices.rates.${key.replace('.', '_') as RateLabel}`)}
                withAsterisk
                value={rates[key]}
                onChange={(cents) => setRates((previous) => ({ ...previous, [key]: cents }))}
                error={fieldError(save.error, key)}
                data-testid={`shipping-price-${key.replace('.', '-')}`}
              />
            ))}
          </SimpleGrid>
          <SubmitRow
            isPending={save.isPending}
            testId="shipping-price-save"
            cancel={{ label: t('catalog.common.cancel'), onClick: onClose }}
          >
            {t('catalog.common.save')}
          </SubmitRow>
        </Stack>
      </form>
    </Modal>
  );
}

type RateLabel = 'normal_firstItem' | 'normal_restItems' | 'fast_firstItem' | 'fast_restItems';
