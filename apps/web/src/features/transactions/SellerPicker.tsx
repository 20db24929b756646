import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataListApi } from '../../ui/data-list/api';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 20;

type SellerPickerProps = {
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: string;
};

/** A seller found by e-mail through the user list model (sellers only, newest first). */
export function SellerPicker({ value, onChange, error }: SellerPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const sellers = useQuery({
    queryKey: ['transactions', 'seller-picker', debounced],
    queryFn: ({ signal }) =>
      dataListApi.list(
        {
          model: 'user',
          filters: debounced ? [{ field: 'email', operation: 'ct', value: debounced }] : [],
          filtersRef: [{ field: 'type', operation: 'in', value: ['SELLER'] }],
          pagination: { page: 1, pageSize: PAGE_SIZE },
        },
        signal,
      ),
    staleTime: 30_000,
  });
  const data = (sellers.data?.items ?? []).map((row) => ({
    value: row.id,
    label: String(row.email ?? row.id),
  }));
  return (
    <Select
      label={t('transactions.fields.seller')}
      placeholder={t('transactions.grant.sellerPlaceholder')}
      searchable
      required
      data={data}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; every option it answered matches.
      filter={({ options }) => options}
      nothingFoundMessage={t('transactions.grant.noSeller')}
      error={error}
      data-testid="seller-picker"
    />
  );
}
