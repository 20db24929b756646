import { ActionIcon, Group, Select } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useT } from '../../platform/i18n/useT';
import { sortFieldOf } from './DataTable';
import type { DataListColumn, ListSort } from './types';

type PhoneSortProps = {
  columns: readonly Pick<DataListColumn, 'key' | 'label' | 'sortingBy' | 'isSortable'>[];
  sort: ListSort | null;
  onSort: (field: string) => void;
};

/**
 * The table's sortable headers for the phone's cards: choosing a column is a click on its header,
 * the arrow a second click on it (ascending, descending, back to the list's default).
 */
export function PhoneSort({ columns, sort, onSort }: PhoneSortProps) {
  const t = useT();
  const sortable = columns.filter((column) => column.isSortable);
  if (sortable.length === 0) return null;
  const current = sortable.find((column) => sortFieldOf(column) === sort?.field);
  const Arrow = sort?.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="data-list-phone-sort">
      <Select
        size="sm"
        aria-label={t('dataList.card.sort')}
        placeholder={t('dataList.card.sort')}
        leftSection={<IconArrowsSort size={16} />}
        data={sortable.map((column) => ({ value: sortFieldOf(column), label: column.label }))}
        value={current ? sortFieldOf(current) : null}
        onChange={(field) => field && onSort(field)}
        allowDeselect={false}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="data-list-phone-sort-field"
      />
      {current && sort && (
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onSort(sort.field)}
          aria-label={t('dataList.sortBy', { label: current.label })}
          data-direction={sort.direction}
          data-testid="data-list-phone-sort-direction"
        >
          <Arrow size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
