import { Checkbox, Paper, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isColumnShown, toggleColumn, type ColumnChoice } from './columns';
import type { DataListColumn } from './types';

type ColumnSelectorProps = {
  columns: readonly Pick<DataListColumn, 'key' | 'label' | 'isDisplay'>[];
  choice: ColumnChoice;
  onChange: (choice: ColumnChoice) => void;
};

/** The column selector panel (spec 02 section 5.2): tick the data fields to show; one stays. */
export function ColumnSelector({ columns, choice, onChange }: ColumnSelectorProps) {
  const { t } = useTranslation();
  const toggle = (key: string) => {
    const result = toggleColumn(columns, choice, key);
    if ('refused' in result) {
      notifications.show({
        id: 'data-list-one-column',
        color: 'yellow',
        message: t('dataList.columns.atLeastOne'),
      });
      return;
    }
    onChange(result.choice);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="data-list-column-selector">
      <Text fw={600} size="sm" mb="sm">
        {t('dataList.columns.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {columns.map((column) => (
          <Checkbox
            key={column.key}
            label={column.label}
            checked={isColumnShown(column, choice)}
            onChange={() => toggle(column.key)}
            data-testid={`data-list-column-${column.key}`}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
