import { MultiSelect } from '@mantine/core';
import { MULTISELECT_OPTION_HEIGHT_PX, PAGE_SIZE_ALL } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FilterChoice } from '../types';
import { loadFilterOptions } from './filterOptions';
import type { ValueInputProps } from './valueInputProps';

type Key = FilterChoice['key'];

export const optionStyles = { option: { minHeight: MULTISELECT_OPTION_HEIGHT_PX } };

/** The keys a row holds, whatever shape it was restored in. */
export const keysOf = (value: unknown): Key[] =>
  (Array.isArray(value)
    ? (value as unknown[])
    : value === null || value === undefined
      ? []
      : [value]
  ).filter((key): key is Key => ['string', 'number', 'boolean'].includes(typeof key));

/**
 * Choose several of a field's values: the column's fixed choices, else every option the server
 * offers for it (filter-options with page size all, within the list's fixed filters).
 */
export function ArrayValueInput({ row, column, onChange, model, filtersRef }: ValueInputProps) {
  const { t } = useTranslation();
  const field = column.filterBy ?? column.key;
  const fixed = column.filterArrayData;
  const options = useQuery({
    queryKey: ['data-list-filter-options', model, field, 'all', filtersRef],
    queryFn: ({ signal }) =>
      loadFilterOptions(
        { model, field, filtersRef, pagination: { page: 1, pageSize: PAGE_SIZE_ALL } },
        signal,
      ),
    enabled: !fixed,
    staleTime: 60_000,
  });
  const choices: readonly FilterChoice[] = fixed ?? options.data?.items ?? [];
  const keys = keysOf(row.value);
  // A restored key the options do not hold any more still shows, by its key.
  const missing = keys.filter((key) => !choices.some((choice) => choice.key === key));
  const data = [...choices, ...missing.map((key) => ({ key, label: String(key) }))].map(
    (choice) => ({ value: choice.key, label: choice.label }),
  );
  return (
    <MultiSelect<Key>
      aria-label={t('dataListPanels.filters.value')}
      placeholder={keys.length === 0 ? t('dataListPanels.filters.choose') : undefined}
      data={data}
      value={keys}
      onChange={(value) => onChange({ ...row, value })}
      searchable
      clearable
      nothingFoundMessage={t('dataListPanels.filters.noOptions')}
      styles={optionStyles}
      data-testid="filter-value-array"
    />
  );
}
