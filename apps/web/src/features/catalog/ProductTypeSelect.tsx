import { Select } from '@mantine/core';
import type { ProductType } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { catalogApi, catalogKeys } from './api';

/** The product types a new record is made for (read only while a picker is open: `enabled`). */
export function useProductTypes(enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.productTypes(),
    queryFn: ({ signal }) => catalogApi.productTypes(signal),
    enabled,
  });
}

/**
 * The product type a new blank apparel or shipping price is for: its items follow from it, so
 * the picker is asked before them, and only on create (a saved record keeps its product type).
 */
export function ProductTypeSelect({
  productTypes,
  label,
  value,
  onChange,
  error,
  testId,
}: {
  productTypes: readonly ProductType[] | undefined;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
  testId: string;
}) {
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      data={(productTypes ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
      value={value}
      onChange={onChange}
      error={error}
      data-testid={testId}
    />
  );
}
