import { Alert, Button, Group, NumberInput, Stack, Table } from '@mantine/core';
import type { StockItem } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { SimpleTable } from '../../ui/SimpleTable';
import { stockApi, stockKeys, useStockMutation } from './api';
import { useChosenWarehouse, WarehouseSelect } from './WarehouseSelect';

/** One item's count: saved on its own, written to the stock log with before and after. */
function CountRow({ item }: { item: StockItem }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | string>(item.quantity);
  const save = useStockMutation({
    mutationFn: () => stockApi.setQuantity(item.id, Number(count)),
  });
  return (
    <Table.Tr data-testid="count-row">
      <Table.Td>{item.name}</Table.Td>
      <Table.Td>{item.storageAreaName ?? t('stock.noArea')}</Table.Td>
      <Table.Td data-testid="count-stock">{item.quantity}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            aria-label={t('stock.count')}
            min={0}
            value={count}
            onChange={setCount}
            w={110}
            size="xs"
            data-testid="count-input"
          />
          <Button
            size="xs"
            onClick={() => save.mutate()}
            disabled={Number(count) === item.quantity || count === ''}
            loading={save.isPending}
            data-testid="count-save"
          >
            {t('stock.saveCount')}
          </Button>
        </Group>
        <ApiErrorAlert error={save.error} />
      </Table.Td>
    </Table.Tr>
  );
}

/** /p/set-stock: the printer counts a warehouse's items and sets each one's stock to the count. */
export default function SetStockPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const chosen = useChosenWarehouse();
  const warehouseId = chosen.chosen?.id ?? '';
  const items = useQuery({
    queryKey: stockKeys.items(warehouseId),
    queryFn: ({ signal }) => stockApi.items(warehouseId, signal),
    enabled: Boolean(warehouseId),
  });
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="md">
        {!chosen.isLoading && !chosen.chosen && <Alert>{t('stock.noWarehouse')}</Alert>}
        {chosen.chosen && <WarehouseSelect chosen={chosen} />}
        {items.data && (
          <SimpleTable
            minWidth={560}
            testId="set-stock"
            headers={[t('stock.item'), t('stock.area'), t('stock.inStock'), t('stock.count')]}
          >
            {items.data.map((item) => (
              <CountRow key={`${item.id}-${item.quantity}`} item={item} />
            ))}
          </SimpleTable>
        )}
      </Stack>
    </>
  );
}
