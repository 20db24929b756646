import { Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import {
  ADMIN_PERMISSION_AREAS,
  humanizeFieldName,
  type AdminPermissionArea,
} from '@platfox/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  columnState,
  MATRIX_ACTIONS,
  permissionOf,
  rowState,
  toggleCell,
  toggleColumn,
  toggleRow,
  type Grants,
  type MatrixRow,
} from './permissionMatrix';

type PermissionMatrixProps = {
  rows: readonly MatrixRow[];
  value: Grants;
  onChange: (next: Set<string>) => void;
  isDisabled?: boolean;
};

const isKnownArea = (area: string): area is AdminPermissionArea =>
  (ADMIN_PERMISSION_AREAS as readonly string[]).includes(area);

/**
 * The permission matrix of the role and permission pages: one row per area, one column per
 * action, a toggle for each row and each column.
 */
export function PermissionMatrix({ rows, value, onChange, isDisabled }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const areaLabel = (area: string) =>
    isKnownArea(area) ? t(`accounts.permissionAreas.${area}`) : humanizeFieldName(area);
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? rows.filter(
        (row) =>
          areaLabel(row.permission).toLowerCase().includes(needle) ||
          row.permission.toLowerCase().includes(needle),
      )
    : rows;

  return (
    <div data-testid="permission-matrix">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <TextInput
          placeholder={t('accounts.matrix.filter')}
          aria-label={t('accounts.matrix.filter')}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={260}
        />
        <Text size="sm" c="dimmed" data-testid="matrix-count">
          {t('accounts.matrix.granted', { count: value.size })}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover stickyHeader withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.matrix.area')}</Table.Th>
              {MATRIX_ACTIONS.map((action) => {
                const state = columnState(value, shown, action);
                return (
                  <Table.Th key={action} ta="center">
                    <Checkbox
                      label={t(`accounts.permissionActions.${action}`)}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={isDisabled}
                      onChange={() => onChange(toggleColumn(value, shown, action))}
                      styles={{ body: { justifyContent: 'center' } }}
                      data-testid={`matrix-column-${action}`}
                    />
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const state = rowState(value, row);
              return (
                <Table.Tr key={row.permission} data-testid={`matrix-row-${row.permission}`}>
                  <Table.Td>
                    <Checkbox
                      label={areaLabel(row.permission)}
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      disabled={isDisabled || row.actions.length === 0}
                      onChange={() => onChange(toggleRow(value, row))}
                      data-testid={`matrix-row-toggle-${row.permission}`}
                    />
                  </Table.Td>
                  {MATRIX_ACTIONS.map((action) => {
                    const permission = permissionOf(row.permission, action);
                    const isOffered = row.actions.includes(action);
                    return (
                      <Table.Td key={action}>
                        {isOffered && (
                          <Checkbox
                            aria-label={`${areaLabel(row.permission)}: ${t(`accounts.permissionActions.${action}`)}`}
                            checked={value.has(permission)}
                            disabled={isDisabled}
                            onChange={() => onChange(toggleCell(value, row.permission, action))}
                            styles={{ body: { justifyContent: 'center' } }}
                            data-testid={`matrix-cell-${permission}`}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
