import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockApi, stockKeys } from './api';

/** The printer's warehouses, the default first (the server's order). */
export function useWarehouses() {
  return useQuery({
    queryKey: stockKeys.warehouses,
    queryFn: ({ signal }) => stockApi.warehouses(signal),
  });
}

/**
 * The warehouse a stock screen works in: the one picked, else the default. Null while there is
 * none (the screen then asks for a first warehouse).
 */
export function useChosenWarehouse() {
  const warehouses = useWarehouses();
  const [picked, setPicked] = useState<string | null>(null);
  const list = warehouses.data ?? [];
  const chosen = list.find((one) => one.id === picked) ?? list[0] ?? null;
  return { warehouses: list, isLoading: warehouses.isLoading, chosen, pick: setPicked };
}

export function WarehouseSelect({ chosen }: { chosen: ReturnType<typeof useChosenWarehouse> }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('stock.warehouse')}
      data={chosen.warehouses.map((one) => ({ value: one.id, label: one.name }))}
      value={chosen.chosen?.id ?? null}
      onChange={(value) => value && chosen.pick(value)}
      allowDeselect={false}
      maw={360}
      data-testid="warehouse-select"
    />
  );
}
