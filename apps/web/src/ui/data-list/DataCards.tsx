import { Checkbox, Skeleton } from '@mantine/core';
import { SKELETON_ROWS_TABLE, type DataListRow } from '@platfox/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useT } from '../../platform/i18n/useT';
import { CellValue } from './cells/CellValue';
import { cardParts, columnKindOf, type CardParts } from './columns';
import classes from './DataCards.module.css';
import type { LayoutProps } from './DataTable';
import { EmptyList } from './EmptyList';
import tableClasses from './DataTable.module.css';
import { isRowSelectable, selectAllState } from './selection';
import { PhoneSort } from './PhoneSort';
import type { DataListColumn, ListSort } from './types';

type DataCardsProps<TRow extends DataListRow> = LayoutProps<TRow> & {
  /** The row's key facts (columns.ts keyFactColumns), shown on the card itself. */
  keyFacts: DataListColumn<TRow>[];
  sort: ListSort | null;
  onSort: (field: string) => void;
};

/**
 * The table layout on a phone: a card per row with the row's key facts (id, status, total, date
 * by default) at a glance, its name as a link to it, the other shown columns on demand and its
 * actions; nothing to scroll sideways. Selection works as in the table.
 */
export function DataCards<TRow extends DataListRow>(props: DataCardsProps<TRow>) {
  const t = useT();
  const { rows, isLoading, selectType, selected, isSelectAllAllowed } = props;
  if (isLoading) {
    return (
      <div className={classes.list} data-testid="data-list-cards">
        {Array.from({ length: SKELETON_ROWS_TABLE }, (_, index) => (
          <Skeleton key={index} height={96} radius="md" data-testid="data-list-skeleton" />
        ))}
      </div>
    );
  }
  const sort = <PhoneSort columns={props.columns} sort={props.sort} onSort={props.onSort} />;
  if (rows.length === 0) {
    return (
      <div className={classes.list} data-testid="data-list-cards">
        {sort}
        <EmptyList />
      </div>
    );
  }
  const all = selectAllState(selected, rows, isSelectAllAllowed);
  const parts = cardParts(props.columns, props.keyFacts);
  return (
    <div className={classes.list} data-testid="data-list-cards">
      {sort}
      {selectType === 'checkbox' && (
        <Checkbox
          label={t('dataList.selectAll')}
          checked={all.checked}
          indeterminate={all.indeterminate}
          disabled={all.disabled}
          onChange={props.onToggleAll}
          data-testid="data-list-select-all"
        />
      )}
      {rows.map((row) => (
        <PhoneCard key={row.id} {...props} row={row} parts={parts} />
      ))}
    </div>
  );
}

type PhoneCardProps<TRow extends DataListRow> = DataCardsProps<TRow> & {
  row: TRow;
  parts: CardParts<DataListColumn<TRow>>;
};

function PhoneCard<TRow extends DataListRow>(props: PhoneCardProps<TRow>) {
  const t = useT();
  const { row, parts, selectType, onToggleRow, onOpenImage } = props;
  const { title, facts, others } = parts;
  const isSelectable = selectType !== 'none' && isRowSelectable(row, props.isSelectAllAllowed);
  const isSelected = props.selected.includes(row.id);
  const reason = props.refused[row.id];
  const rowLink = props.rowLinkOf(row);
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  const cell = (column: DataListColumn<TRow>) => (
    <CellValue row={row} column={column} rowLink={rowLink} onOpenImage={onOpenImage} />
  );
  return (
    <article
      className={classes.card}
      data-testid="data-list-row"
      data-row-id={row.id}
      data-selected={isSelected || undefined}
      data-selectable={isSelectable || undefined}
      onClick={isSelectable ? () => onToggleRow(row) : undefined}
    >
      {(selectType !== 'none' || title) && (
        <div className={classes.top}>
          {selectType !== 'none' && (
            <input
              type={selectType === 'checkbox' ? 'checkbox' : 'radio'}
              className={tableClasses.choice}
              aria-label={t('dataList.selectRow')}
              checked={isSelected}
              disabled={!isSelectable}
              onClick={stop}
              onChange={() => onToggleRow(row)}
              data-testid="data-list-select-row"
            />
          )}
          {title && (
            <div className={classes.title} data-testid="data-list-card-title">
              {cell(title)}
            </div>
          )}
        </div>
      )}
      {facts.length > 0 && <Fields columns={facts} cell={cell} testId="data-list-card-facts" />}
      {reason && (
        <div className={tableClasses.refused} data-testid="data-list-refused">
          {t('dataList.bulkDelete.refused', { reason })}
        </div>
      )}
      {others.length > 0 && <MoreFields columns={others} cell={cell} />}
      {props.renderActions && (
        <div className={classes.actions} onClick={stop}>
          {props.renderActions(row)}
        </div>
      )}
    </article>
  );
}

type FieldsProps<TRow extends DataListRow> = {
  columns: DataListColumn<TRow>[];
  cell: (column: DataListColumn<TRow>) => ReactNode;
  testId?: string;
};

/** Label over value, two to a line. */
function Fields<TRow extends DataListRow>({ columns, cell, testId }: FieldsProps<TRow>) {
  return (
    <dl className={classes.fields} data-testid={testId}>
      {columns.map((column) => (
        <div
          key={column.key}
          className={classes.field}
          data-kind={columnKindOf(column)}
          data-testid={`data-list-field-${column.key}`}
        >
          <dt className={classes.label}>{column.label}</dt>
          <dd className={classes.value}>{cell(column)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's other columns, rendered only once asked for: a page of cards stays cheap. */
function MoreFields<TRow extends DataListRow>({ columns, cell }: FieldsProps<TRow>) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  return (
    <div onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        className={classes.more}
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
        data-testid="data-list-card-more"
      >
        <IconChevronDown size={14} className={classes.chevron} data-open={isOpen || undefined} />
        {t('dataList.card.more')}
      </button>
      {isOpen && <Fields columns={columns} cell={cell} testId="data-list-card-others" />}
    </div>
  );
}
