import { Alert, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { GenerateVariantResult } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Isolated } from '../../ui/Bidi';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { SimpleTable } from '../../ui/SimpleTable';
import { stockApi, stockKeys, useStockMutation } from './api';
import { useChosenWarehouse, WarehouseSelect } from './WarehouseSelect';

/**
 * /p/generate-variant (issue 32): a product type the printer prints and a warehouse; every
 * attribute combination of the product type is shown with whether the warehouse holds it, and
 * one click makes the missing ones (at stock 0). The answer says how many were made and skipped.
 */
export default function GenerateVariantPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const chosen = useChosenWarehouse();
  const warehouseId = chosen.chosen?.id ?? '';
  const [productTypeId, setProductTypeId] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [result, setResult] = useState<GenerateVariantResult | null>(null);
  const types = useQuery({
    queryKey: stockKeys.variants('', ''),
    queryFn: ({ signal }) => stockApi.variants({}, signal),
  });
  const combinations = useQuery({
    queryKey: stockKeys.variants(productTypeId ?? '', warehouseId),
    queryFn: ({ signal }) =>
      stockApi.variants({ productTypeId: productTypeId!, warehouseId }, signal),
    enabled: Boolean(productTypeId && warehouseId),
  });
  const generate = useStockMutation({
    mutationFn: () => stockApi.generateVariants({ productTypeId: productTypeId!, warehouseId }),
    onSuccess: setResult,
  });

  const rows = combinations.data?.combinations ?? [];
  const missing = rows.filter((row) => !row.exists).length;
  const needle = filter.trim().toLowerCase();
  const shown = needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows;
  const choose = (value: string | null) => {
    setProductTypeId(value);
    setResult(null);
  };

  if (!types.data || chosen.isLoading) return <PageLoader />;
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md" maw={880}>
        <Text size="sm" c="dimmed">
          {t('stock.variants.intro')}
        </Text>
        {!chosen.chosen && <Alert>{t('stock.noWarehouse')}</Alert>}
        {types.data.productTypes.length === 0 && (
          <Alert data-testid="variants-no-types">{t('stock.variants.noProductTypes')}</Alert>
        )}
        <Group align="end" gap="md" wrap="wrap">
          {chosen.chosen && <WarehouseSelect chosen={chosen} />}
          <Select
            label={t('stock.variants.productType')}
            placeholder={t('stock.variants.pickProductType')}
            data={types.data.productTypes.map((type) => ({ value: type.id, label: type.name }))}
            value={productTypeId}
            onChange={choose}
            searchable
            maw={360}
            data-testid="variants-product-type"
          />
        </Group>
        <ApiErrorAlert error={combinations.error ?? generate.error} />
        {result && (
          <Alert color="green" data-testid="variants-result">
            {t('stock.variants.made', { made: result.made, skipped: result.skipped })}
          </Alert>
        )}
        {combinations.data && (
          <>
            <Group justify="space-between" align="end" wrap="wrap">
              <TextInput
                label={t('stock.variants.filter')}
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
                maw={280}
                data-testid="variants-filter"
              />
              <Button
                onClick={() => generate.mutate()}
                disabled={missing === 0}
                loading={generate.isPending}
                data-testid="variants-generate"
              >
                {t('stock.variants.generate', { count: missing })}
              </Button>
            </Group>
            <Text size="sm" data-testid="variants-summary">
              {t('stock.variants.summary', { total: rows.length, missing })}
            </Text>
            <SimpleTable
              minWidth={320}
              testId="variants"
              headers={[t('stock.variants.combination'), t('stock.status')]}
            >
              {shown.map((row) => (
                <Table.Tr key={row.productTypeItemId} data-testid="variant-row">
                  <Table.Td>
                    <Isolated>{row.name}</Isolated>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.exists ? 'gray' : 'blue'}>
                      {row.exists ? t('stock.variants.exists') : t('stock.variants.willMake')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </SimpleTable>
          </>
        )}
      </Stack>
    </>
  );
}
