import { ActionIcon, Box, Group, Select, Switch, Text, Tooltip } from '@mantine/core';
import type { DataListFilter, FilterOperation } from '@platfox/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataListColumn, FilterRow } from '../types';
import { ArrayValueInput } from './ArrayValueInput';
import { AutocompleteValueInput } from './AutocompleteValueInput';
import { isExistence, operationsOf, rowForColumn, withOperation } from './operations';
import {
  BooleanValueInput,
  NumberValueInput,
  RadioValueInput,
  TextValueInput,
} from './ScalarInputs';
import { TimeValueInput } from './TimeValueInput';
import type { ValueInputProps } from './valueInputProps';

type FilterRowViewProps = {
  row: FilterRow;
  index: number;
  columns: readonly DataListColumn[];
  model: string;
  filtersRef: DataListFilter[];
  onChange: (row: FilterRow) => void;
  onRemove: () => void;
};

/** One filter row: on/off, field, condition, value, remove. */
export function FilterRowView({
  row,
  index,
  columns,
  model,
  filtersRef,
  onChange,
  onRemove,
}: FilterRowViewProps) {
  const { t } = useTranslation();
  const column = columns.find((candidate) => candidate.key === row.field);
  const offered = column ? operationsOf(column) : [];
  const operations =
    row.operation && !offered.includes(row.operation) ? [...offered, row.operation] : offered;
  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      opacity={row.isActivated ? 1 : 0.6}
      data-testid={`filter-row-${index}`}
    >
      <Tooltip label={t('dataListPanels.filters.activate')}>
        <Box pt={8}>
          <Switch
            aria-label={t('dataListPanels.filters.activate')}
            checked={row.isActivated}
            onChange={(event) => onChange({ ...row, isActivated: event.currentTarget.checked })}
            data-testid="filter-row-active"
          />
        </Box>
      </Tooltip>
      <Select
        aria-label={t('dataListPanels.filters.field')}
        placeholder={t('dataListPanels.filters.fieldPlaceholder')}
        data={fieldOptions(columns, row.field)}
        value={row.field || null}
        onChange={(key) => {
          const chosen = columns.find((candidate) => candidate.key === key);
          if (chosen && chosen.key !== row.field) onChange(rowForColumn(row, chosen));
        }}
        allowDeselect={false}
        searchable
        w={200}
        data-testid="filter-row-field"
      />
      <Select<FilterOperation>
        aria-label={t('dataListPanels.filters.operation')}
        data={operations.map((operation) => ({
          value: operation,
          label: t(`dataListPanels.filters.operations.${operation}`),
        }))}
        value={row.operation}
        onChange={(operation) => onChange(withOperation(row, operation))}
        allowDeselect={false}
        disabled={!column}
        w={190}
        data-testid="filter-row-operation"
      />
      <Box style={{ flex: 1 }} miw={200}>
        {column && row.operation && !isExistence(row.operation) ? (
          <ValueInput
            row={row}
            column={column}
            onChange={onChange}
            model={model}
            filtersRef={filtersRef}
          />
        ) : (
          row.field && (
            <Text size="sm" c="dimmed" py={6}>
              {column || isExistence(row.operation)
                ? t('dataListPanels.filters.noValueNeeded')
                : valueText(row.value)}
            </Text>
          )
        )}
      </Box>
      <Tooltip label={t('dataListPanels.filters.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={4}
          aria-label={t('dataListPanels.filters.remove')}
          onClick={onRemove}
          data-testid="filter-row-remove"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * The filterable columns; a row on a field no column offers (one a scan added) keeps its field as
 * its own option, so it still shows what it filters.
 */
function fieldOptions(columns: readonly DataListColumn[], field: string) {
  const options = columns.map((column) => ({ value: column.key, label: column.label }));
  if (field && !columns.some((column) => column.key === field)) {
    options.push({ value: field, label: field });
  }
  return options;
}

const valueText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(String).join(', ')
    : value === null || value === undefined
      ? ''
      : String(value);

/** The input that fits the row's field type. */
function ValueInput(props: ValueInputProps) {
  switch (props.row.type) {
    case 'text':
      return <TextValueInput {...props} />;
    case 'int':
      return <NumberValueInput {...props} />;
    case 'boolean':
      return <BooleanValueInput {...props} />;
    case 'radio':
      return <RadioValueInput {...props} choices={props.column.filterArrayData ?? []} />;
    case 'array':
      return <ArrayValueInput {...props} />;
    case 'autocomplete':
      return <AutocompleteValueInput {...props} />;
    case 'time':
      return <TimeValueInput {...props} />;
  }
}
