import { Checkbox, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { SKELETON_ROWS_TABLE, type DataListRow } from '@platfox/domain';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../platform/i18n/useT';
import { CellValue } from './cells/CellValue';
import { columnKindOf, isFitKind } from './columns';
import { EmptyList } from './EmptyList';
import classes from './DataTable.module.css';
import type { ImageView } from './cells/imageView';
import { isRowSelectable, selectAllState, type SelectType } from './selection';
import type { DataListColumn, ListSort } from './types';

export type LayoutProps<TRow extends DataListRow> = {
  columns: DataListColumn<TRow>[];
  rows: TRow[];
  isLoading: boolean;
  selectType: SelectType;
  isSelectAllAllowed: boolean;
  selected: readonly string[];
  /** Why the server kept a selected row (bulk delete), by row id. */
  refused: Readonly<Record<string, string>>;
  onToggleRow: (row: TRow) => void;
  onToggleAll: () => void;
  rowLinkOf: (row: TRow) => string | null;
  onOpenImage: (view: ImageView) => void;
  renderActions?: (row: TRow) => ReactNode;
};

type DataTableProps<TRow extends DataListRow> = LayoutProps<TRow> & {
  sort: ListSort | null;
  onSort: (field: string) => void;
};

/** The field a column sorts by on the server. */
export const sortFieldOf = (column: Pick<DataListColumn, 'key' | 'sortingBy'>) =>
  column.sortingBy ?? column.key;

/**
 * The table layout (spec 02 sections 3.3, 4.1, 4.3): sortable headers, a selection column, the
 * cells, row actions; skeleton rows while loading and the empty-box message when there are none.
 * Columns size to their content by kind (DataTable.module.css); a table wider than its card
 * scrolls inside the card.
 */
export function DataTable<TRow extends DataListRow>(props: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const { columns, rows, isLoading, selectType, selected, isSelectAllAllowed } = props;
  const hasSelection = selectType !== 'none';
  const hasActions = props.renderActions !== undefined;
  const span = columns.length + (hasSelection ? 1 : 0) + (hasActions ? 1 : 0);
  const all = selectAllState(selected, rows, isSelectAllAllowed);

  return (
    <div className={classes.scroll}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="data-list-table">
        <Table.Thead>
          <Table.Tr>
            {hasSelection && (
              <Table.Th w={40}>
                {selectType === 'checkbox' && (
                  <Checkbox
                    aria-label={t('dataList.selectAll')}
                    checked={all.checked}
                    indeterminate={all.indeterminate}
                    disabled={all.disabled || isLoading}
                    onChange={props.onToggleAll}
                    data-testid="data-list-select-all"
                  />
                )}
              </Table.Th>
            )}
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                className={`${classes.head} ${column.thClass ?? ''}`}
                data-kind={columnKindOf(column)}
                data-fit={isFitKind(columnKindOf(column)) || undefined}
                data-testid={`data-list-header-${column.key}`}
              >
                {column.isSortable ? (
                  <SortHeader column={column} sort={props.sort} onSort={props.onSort} />
                ) : (
                  column.label
                )}
              </Table.Th>
            ))}
            {hasActions && (
              <Table.Th className={classes.head} data-kind="actions" data-fit>
                {t('dataList.actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading &&
            Array.from({ length: SKELETON_ROWS_TABLE }, (_, index) => (
              <Table.Tr key={`skeleton-${index}`} data-testid="data-list-skeleton">
                <Table.Td colSpan={span}>
                  <Skeleton height={20} radius="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          {!isLoading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <EmptyList />
              </Table.Td>
            </Table.Tr>
          )}
          {!isLoading &&
            rows.map((row) => (
              <TableRow
                key={row.id}
                row={row}
                columns={columns}
                selectType={selectType}
                isSelectAllAllowed={isSelectAllAllowed}
                isSelected={selected.includes(row.id)}
                reason={props.refused[row.id]}
                rowLink={props.rowLinkOf(row)}
                onToggleRow={props.onToggleRow}
                onOpenImage={props.onOpenImage}
                renderActions={props.renderActions}
              />
            ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Pick<DataListColumn, 'key' | 'label' | 'sortingBy'>;
  sort: ListSort | null;
  onSort: (field: string) => void;
}) {
  const { t } = useTranslation();
  const field = sortFieldOf(column);
  const direction = sort?.field === field ? sort.direction : null;
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSort(field)}
      aria-label={t('dataList.sortBy', { label: column.label })}
      data-testid={`data-list-sort-${column.key}`}
      data-direction={direction ?? 'none'}
    >
      <Group gap={4} wrap="nowrap">
        <Text fw={700} size="sm">
          {column.label}
        </Text>
        <Icon size={14} opacity={direction ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  );
}

type TableRowProps<TRow extends DataListRow> = Pick<
  LayoutProps<TRow>,
  'columns' | 'selectType' | 'isSelectAllAllowed' | 'onToggleRow' | 'onOpenImage' | 'renderActions'
> & { row: TRow; isSelected: boolean; reason: string | undefined; rowLink: string | null };

/**
 * A row renders again only when what it shows changed: a click on a header, a page-size change or
 * a selection elsewhere would otherwise re-render every row of the old page before the new one
 * arrives. onToggleRow and onOpenImage are left out of the comparison: they only pass the row on to
 * state setters, whatever render made them.
 */
const TableRow = memo(TableRowView, (before, after) => {
  const keys = [
    'row',
    'columns',
    'selectType',
    'isSelectAllAllowed',
    'isSelected',
    'reason',
    'rowLink',
    'renderActions',
  ] as const;
  return keys.every((key) => before[key] === after[key]);
}) as typeof TableRowView;

function TableRowView<TRow extends DataListRow>({
  row,
  columns,
  selectType,
  isSelectAllAllowed,
  isSelected,
  reason,
  rowLink,
  onToggleRow,
  onOpenImage,
  renderActions,
}: TableRowProps<TRow>) {
  const t = useT();
  const isSelectable = selectType !== 'none' && isRowSelectable(row, isSelectAllAllowed);
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <tr
      className={classes.row}
      data-testid="data-list-row"
      data-row-id={row.id}
      data-selected={isSelected || undefined}
      data-selectable={isSelectable || undefined}
      // Row click toggles the selection when the row may be selected (spec 02 section 4.3).
      onClick={isSelectable ? () => onToggleRow(row) : undefined}
    >
      {selectType !== 'none' && (
        <td className={classes.cell} onClick={stop}>
          <input
            type={selectType === 'checkbox' ? 'checkbox' : 'radio'}
            className={classes.choice}
            aria-label={t('dataList.selectRow')}
            checked={isSelected}
            disabled={!isSelectable}
            onChange={() => onToggleRow(row)}
            data-testid="data-list-select-row"
          />
        </td>
      )}
      {columns.map((column, index) => (
        <td
          key={column.key}
          className={classes.cell}
          data-kind={columnKindOf(column)}
          data-fit={isFitKind(columnKindOf(column)) || undefined}
          data-column={column.key}
        >
          <CellValue row={row} column={column} rowLink={rowLink} onOpenImage={onOpenImage} />
          {index === 0 && reason && (
            <div className={classes.refused} data-testid="data-list-refused">
              {t('dataList.bulkDelete.refused', { reason })}
            </div>
          )}
        </td>
      ))}
      {renderActions && (
        <td className={classes.cell} data-kind="actions" data-fit onClick={stop}>
          {renderActions(row)}
        </td>
      )}
    </tr>
  );
}
