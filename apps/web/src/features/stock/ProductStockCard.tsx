import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ProductStock } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { stockApi, stockKeys } from './api';

/**
 * The warehouse user's scan (/wh/scan-code-product): the scanned product's blank-apparel items,
 * each with its stock and where it is kept (printer, warehouse, storage area), in walk order.
 */
export function ProductStockCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const stock = useQuery({
    queryKey: stockKeys.productStock(code),
    queryFn: ({ signal }) => stockApi.productStock(code, signal),
    retry: false,
  });
  if (stock.error) return <ApiErrorAlert error={stock.error} testId="product-stock-error" />;
  if (!stock.data) return null;
  type Item = ProductStock['items'][number];
  const rows = stock.data.items.flatMap(
    (item): { item: Item; place: Item['places'][number] | null }[] =>
      item.places.length === 0
        ? [{ item, place: null }]
        : item.places.map((place) => ({ item, place })),
  );
  return (
    <Paper withBorder radius="md" p="lg" mt="md" data-testid="product-stock">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('stock.productStock.title')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="product-stock-empty">
            {t('stock.productStock.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('stock.item')}</Table.Th>
                  <Table.Th>{t('stock.area')}</Table.Th>
                  <Table.Th>{t('stock.warehouse')}</Table.Th>
                  <Table.Th>{t('stock.printer')}</Table.Th>
                  <Table.Th>{t('stock.inStock')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ item, place }, index) => (
                  <Table.Tr
                    key={`${item.blankApparelItemId}-${index}`}
                    data-testid="product-stock-row"
                  >
                    <Table.Td>
                      <Text size="sm">{item.name}</Text>
                      <Text size="xs" c="dimmed" dir="ltr" ta="start">
                        {item.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" data-testid="product-stock-area">
                        {place?.storageAreaName ?? t('stock.noArea')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{place?.warehouseName ?? '—'}</Table.Td>
                    <Table.Td>{place?.printerName ?? '—'}</Table.Td>
                    <Table.Td fw={600} data-testid="product-stock-quantity">
                      {place?.quantity ?? 0}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
