import { Card, Checkbox, Grid, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { GRID_COLUMN_SPAN_OF_12, SKELETON_ROWS_GRID, type DataListRow } from '@platfox/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellValue } from './cells/CellValue';
import { type LayoutProps } from './DataTable';
import { EmptyList } from './EmptyList';
import { isRowSelectable } from './selection';

type DataGridProps<TRow extends DataListRow> = LayoutProps<TRow> & {
  renderCard?: (row: TRow) => ReactNode;
};

/** Card width: the domain's span of 12 on wide screens, fewer per row on narrow ones. */
const SPAN = { base: 12, xs: 6, md: 4, lg: GRID_COLUMN_SPAN_OF_12 };

/**
 * The grid layout (spec 02 sections 2.6 and 4.1): a card per row, the screen's own card or the
 * shown columns as label and value; eight skeleton cards while loading.
 */
export function DataGrid<TRow extends DataListRow>(props: DataGridProps<TRow>) {
  const { rows, isLoading } = props;
  if (isLoading) {
    return (
      <Grid data-testid="data-list-grid">
        {Array.from({ length: SKELETON_ROWS_GRID }, (_, index) => (
          <Grid.Col key={index} span={SPAN} data-testid="data-list-skeleton">
            <Skeleton height={180} radius="md" />
          </Grid.Col>
        ))}
      </Grid>
    );
  }
  if (rows.length === 0) return <EmptyList />;
  return (
    <Grid data-testid="data-list-grid">
      {rows.map((row) => (
        <Grid.Col key={row.id} span={SPAN}>
          <GridCard row={row} {...props} />
        </Grid.Col>
      ))}
    </Grid>
  );
}

function GridCard<TRow extends DataListRow>({
  row,
  columns,
  selectType,
  isSelectAllAllowed,
  selected,
  refused,
  onToggleRow,
  rowLinkOf,
  onOpenImage,
  renderActions,
  renderCard,
}: DataGridProps<TRow> & { row: TRow }) {
  const { t } = useTranslation();
  const isSelectable = selectType !== 'none' && isRowSelectable(row, isSelectAllAllowed);
  const isSelected = selected.includes(row.id);
  const reason = refused[row.id];
  const rowLink = rowLinkOf(row);
  const Select = selectType === 'radio' ? Radio : Checkbox;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      h="100%"
      data-testid="data-list-row"
      data-row-id={row.id}
      data-selected={isSelected || undefined}
      bd={isSelected ? '2px solid var(--mantine-primary-color-filled)' : undefined}
      onClick={isSelectable ? () => onToggleRow(row) : undefined}
      style={isSelectable ? { cursor: 'pointer' } : undefined}
    >
      <Stack gap="xs">
        {selectType !== 'none' && (
          <Group justify="space-between" onClick={(event) => event.stopPropagation()}>
            <Select
              aria-label={t('dataList.selectRow')}
              checked={isSelected}
              disabled={!isSelectable}
              onChange={() => onToggleRow(row)}
              data-testid="data-list-select-row"
            />
          </Group>
        )}
        {renderCard
          ? renderCard(row)
          : columns.map((column) => (
              <div key={column.key}>
                <Text size="xs" c="dimmed">
                  {column.label}
                </Text>
                <CellValue row={row} column={column} rowLink={rowLink} onOpenImage={onOpenImage} />
              </div>
            ))}
        {reason && (
          <Text size="xs" c="red" data-testid="data-list-refused">
            {t('dataList.bulkDelete.refused', { reason })}
          </Text>
        )}
        {renderActions && (
          <div onClick={(event) => event.stopPropagation()}>{renderActions(row)}</div>
        )}
      </Stack>
    </Card>
  );
}
