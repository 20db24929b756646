import { Button, Group, MultiSelect, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { stockApi, stockKeys, useStockMutation } from './api';

/**
 * The items a warehouse holds (each at most once, with its storage area and stock): items the
 * printer may stock are added at stock 0; an item is removed only when its stock is 0.
 */
export function WarehouseItems({ warehouseId }: { warehouseId: string }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<string[]>([]);
  const items = useQuery({
    queryKey: stockKeys.items(warehouseId),
    queryFn: ({ signal }) => stockApi.items(warehouseId, signal),
  });
  const stockable = useQuery({
    queryKey: stockKeys.stockable,
    queryFn: ({ signal }) => stockApi.stockable(signal),
  });
  const add = useStockMutation({
    mutationFn: () => stockApi.addItems(warehouseId, adding),
    onSuccess: () => setAdding([]),
  });
  const remove = useStockMutation({
    mutationFn: (blankApparelItemId: string) =>
      stockApi.removeItems(warehouseId, [blankApparelItemId]),
  });
  const held = new Set((items.data ?? []).map((item) => item.blankApparelItemId));
  const choices = (stockable.data ?? [])
    .filter((item) => !held.has(item.id))
    .map((item) => ({ value: item.id, label: item.name }));
  return (
    <Section title={t('stock.items')} testId="warehouse-items">
      <Group align="flex-end">
        <MultiSelect
          label={t('stock.addItems')}
          data={choices}
          value={adding}
          onChange={setAdding}
          searchable
          clearable
          flex={1}
          miw={240}
          data-testid="warehouse-add-select"
        />
        <Button
          onClick={() => add.mutate()}
          disabled={adding.length === 0}
          loading={add.isPending}
          data-testid="warehouse-add-items"
        >
          {t('stock.addItems')}
        </Button>
      </Group>
      <ApiErrorAlert error={add.error ?? remove.error} />
      {items.data?.length === 0 ? (
        <Text c="dimmed">{t('stock.noItems')}</Text>
      ) : (
        <SimpleTable
          minWidth={520}
          headers={[t('stock.item'), t('stock.area'), t('stock.stock'), null]}
        >
          {(items.data ?? []).map((item) => (
            <Table.Tr key={item.id} data-testid="warehouse-item">
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.storageAreaName ?? t('stock.noArea')}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
              <Table.Td>
                {item.quantity === 0 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => remove.mutate(item.blankApparelItemId)}
                  >
                    {t('stock.removeItem')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      )}
    </Section>
  );
}
