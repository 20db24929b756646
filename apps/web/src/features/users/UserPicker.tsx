import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataListQuery } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dataListApi } from '../../ui/data-list/api';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 20;

type UserPickerProps = {
  value: string | null;
  /** The chosen user's id, and the e-mail it was chosen by. */
  onChange: (userId: string | null, email: string | null) => void;
  /** Which users may be chosen: the user list's own filters (types, statuses). */
  filtersRef: NonNullable<DataListQuery['filtersRef']>;
  label: string;
  placeholder: string;
  nothingFound: string;
  testId: string;
  error?: string;
};

/** One user found by e-mail through the user list model (newest first), the search the server's. */
export function UserPicker({
  filtersRef,
  label,
  placeholder,
  nothingFound,
  testId,
  ...props
}: UserPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: ['users', 'picker', debounced, filtersRef],
    queryFn: ({ signal }) =>
      dataListApi.list(
        {
          model: 'user',
          filters: debounced ? [{ field: 'email', operation: 'ct', value: debounced }] : [],
          filtersRef,
          pagination: { page: 1, pageSize: PAGE_SIZE },
        },
        signal,
      ),
    staleTime: 30_000,
  });
  const data = (found.data?.items ?? []).map((row) => ({
    value: row.id,
    label: String(row.email ?? row.id),
  }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      required
      data={data}
      value={props.value}
      onChange={(userId, option) => props.onChange(userId, option?.label ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; every option it answered matches.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      error={props.error}
      data-testid={testId}
    />
  );
}
