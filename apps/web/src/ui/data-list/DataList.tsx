import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  totalPages,
  type DataListRow,
  type DeleteRowsAnswer,
  type FilterType,
  type ScanMode,
} from '@platfox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChunkBoundary } from '../ChunkBoundary';
import { dataListKeys } from './api';
import { BulkDelete } from './BulkDelete';
import type { ImageView } from './cells/imageView';
import { ColumnSelector } from './ColumnSelector';
import { keyFactColumns, shownColumns } from './columns';
import { DataCards } from './DataCards';
import { DataGrid } from './DataGrid';
import { DataTable } from './DataTable';
import { EmptyStateContext } from './EmptyList';
import { ImageModal } from './ImageModal';
import { NewDataNotice } from './NewDataNotice';
import { Pager } from './Pager';
import { RowActions } from './RowActions';
import { SavedFilters } from './saved/SavedFilters';
import { hasActiveFilters } from './listState';
import { toggleAll, toggleRow } from './selection';
import { Toolbar, type ListPanel } from './Toolbar';
import type { DataListColumn, DataListConfig, FilterRow, ListState } from './types';
import { useListPreferences } from './useListPreferences';
import { useListQuery } from './useListQuery';
import { QUERY_PARAM, useListState } from './useListState';
import { useIdleAfter } from '../useIdleAfter';
import { useIsPhone } from '../useIsPhone';
import { useNewData } from './useNewData';
import { providedExportMenu } from './exportSlot';

/** Panels are their own chunks: most visits to a list open none of them. */
const FilterPanel = lazy(() => import('./filters/FilterPanel'));
const ScanPanel = lazy(() => import('./scan/ScanPanel'));

export type DataListProps<TRow extends DataListRow> = {
  config: DataListConfig<TRow>;
  columns: DataListColumn<TRow>[];
  /**
   * The screen's own buttons, at the right of the toolbar; a function gets the selected row ids
   * (bulk actions) and a way to clear them once the action ran.
   */
  toolbar?: ReactNode | ((selection: ListSelection) => ReactNode);
};

export type ListSelection = { selected: readonly string[]; clear: () => void };

/** The scan panel's find: each value a contains-filter on the lookup key, any of them (OR). */
export function scanFilters(lookupKey: string, values: readonly string[]): FilterRow[] {
  return values.map((value, index) => ({
    key: `scan-${index}-${value}`,
    field: lookupKey,
    operation: 'ct',
    value,
    type: 'text',
    isActivated: true,
  }));
}

/**
 * The reusable data list (spec 02): a screen gives its config and columns; the list pages, sorts,
 * filters, selects and deletes through POST /api/data-lists, remembers its state per tab and in
 * the URL, and tells about new rows arriving live.
 */
export function DataList<TRow extends DataListRow>({
  config,
  columns,
  toolbar,
}: DataListProps<TRow>) {
  const { t } = useTranslation();
  const ExportMenu = providedExportMenu();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { state, dispatch, notificationIds, leaveNotificationMode } = useListState(config);
  const prefs = useListPreferences(config.id, config.isGridEnabled === true);
  const list = useListQuery(config, columns, state, notificationIds);
  const news = useNewData(config.model, list.loadedAt);
  const [panel, setPanel] = useState<ListPanel | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [doneRows, setDoneRows] = useState<ReadonlySet<string>>(() => new Set());
  const [image, setImage] = useState<ImageView | null>(null);

  const selectType = config.selectType ?? 'none';
  const isSelectAllAllowed = config.isSelectAllAllowed === true;
  const shown = useMemo(() => shownColumns(columns, prefs.columns), [columns, prefs.columns]);
  const keyFacts = useMemo(() => keyFactColumns(shown, columns), [shown, columns]);
  const isPhone = useIsPhone();
  const isRefetching = list.isFetching && !list.isLoading;
  // The export menu (its chunk and the exports' contract) comes once the first rows are drawn.
  const isExportShown = useIdleAfter(!list.isLoading);
  const rows = list.page.items;
  const q = params.get(QUERY_PARAM);
  const panels: ListPanel[] = [
    ...(columns.some((column) => column.isFilter) ? (['filter'] as const) : []),
    'columns',
    ...(config.scan ? (['scan'] as const) : []),
  ];

  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: dataListKeys.model(config.model) });
  const forgetSelection = () => {
    setSelected([]);
    setRefused({});
  };
  const applyFilters = (filters: FilterRow[], filterType: FilterType) => {
    forgetSelection();
    dispatch({ type: 'apply', filters, filterType });
  };
  const resetFilters = () => {
    forgetSelection();
    dispatch({ type: 'reset' });
  };
  const restore = (next: ListState) => {
    forgetSelection();
    dispatch({ type: 'restore', state: { ...next, page: 1 } });
  };
  const find = (values: string[], _mode: ScanMode) => {
    // Without a lookup key the panel itself says "process denied" and never calls this.
    if (config.scan?.lookupKey && values.length > 0) {
      applyFilters(scanFilters(config.scan.lookupKey, values), 'OR');
    }
  };
  const onDeleted = (answer: DeleteRowsAnswer) => {
    const reasons = Object.fromEntries(answer.refused.map((row) => [row.id, row.reason]));
    // Refused rows stay selected, with the server's reason beside them.
    setSelected((current) => current.filter((id) => id in reasons));
    setRefused(reasons);
    reload();
  };
  const rowLinkOf = (row: TRow): string | null => {
    const edit = config.editPath?.(row);
    const path = edit ?? config.detailPath?.(row);
    if (!path) return null;
    const search = new URLSearchParams({ m: edit ? 'edit' : 'view' });
    if (q) search.set(QUERY_PARAM, q);
    return `${path}?${search.toString()}`;
  };
  // Only an empty list's message reads this, so a new value per render costs nothing.
  const emptyState = {
    ...(config.empty ? { empty: config.empty } : {}),
    isFiltered: hasActiveFilters(state),
    onClearFilters: resetFilters,
  };
  const layoutProps = {
    columns: shown,
    rows,
    isLoading: list.isLoading,
    selectType,
    isSelectAllAllowed,
    selected,
    refused,
    onToggleRow: (row: TRow) => setSelected((current) => toggleRow(current, row.id, selectType)),
    onToggleAll: () => setSelected((current) => toggleAll(current, rows, isSelectAllAllowed)),
    rowLinkOf,
    onOpenImage: setImage,
    renderActions: config.rowActions?.length
      ? (row: TRow) => (
          <RowActions
            row={row}
            actions={config.rowActions ?? []}
            isDone={doneRows.has(row.id)}
            onDone={(done) => setDoneRows((current) => new Set(current).add(done.id))}
          />
        )
      : undefined,
  };
  const pageSize = state.pageSize === 'all' ? null : state.pageSize;
  const pageCount = pageSize === null ? 1 : totalPages(list.page.total, pageSize);
  const isPastLastPage = !list.isFetching && list.page.total > 0 && state.page > pageCount;
  // A remembered page past the end (rows went meanwhile) moves to the last page there is.
  useEffect(() => {
    if (isPastLastPage) dispatch({ type: 'page', page: state.page, pageCount });
  }, [isPastLastPage, state.page, pageCount, dispatch]);

  return (
    <Stack gap="md" data-testid="data-list" data-list-id={config.id}>
      <Toolbar
        panel={panel}
        onPanel={setPanel}
        panels={panels}
        filterCount={state.filters.filter((filter) => filter.isActivated).length}
        layout={config.isGridEnabled ? prefs.layout : null}
        onLayout={prefs.setLayout}
        start={<SavedFilters model={config.model} state={state} onSelect={restore} />}
        end={
          <>
            {config.isDeleteEnabled && selectType !== 'none' && (
              <BulkDelete model={config.model} selected={selected} onDeleted={onDeleted} />
            )}
            {config.isExportEnabled && ExportMenu && isExportShown && (
              <ChunkBoundary>
                <Suspense fallback={null}>
                  <ExportMenu
                    model={config.model}
                    query={list.query}
                    selectedIds={selected}
                    currentPageIds={rows.map((row) => row.id)}
                  />
                </Suspense>
              </ChunkBoundary>
            )}
            {typeof toolbar === 'function'
              ? toolbar({ selected, clear: forgetSelection })
              : toolbar}
          </>
        }
      />
      {/* A panel whose code is gone after an update is left out; the list stays (ChunkBoundary). */}
      <ChunkBoundary>
        <Suspense fallback={null}>
          {panel === 'filter' && (
            <FilterPanel
              columns={columns as DataListColumn[]}
              model={config.model}
              state={state}
              filtersRef={config.filtersRef}
              onApply={applyFilters}
              onReset={resetFilters}
            />
          )}
          {panel === 'scan' && config.scan && <ScanPanel config={config.scan} onFind={find} />}
        </Suspense>
      </ChunkBoundary>
      {panel === 'columns' && (
        <ColumnSelector columns={columns} choice={prefs.columns} onChange={prefs.setColumns} />
      )}
      {notificationIds && (
        <Alert color="blue" variant="light" py="xs" data-testid="data-list-notification-mode">
          <Group justify="space-between">
            <Text size="sm">{t('dataList.notificationMode.notice')}</Text>
            <Button size="compact-sm" variant="subtle" onClick={leaveNotificationMode}>
              {t('dataList.notificationMode.showAll')}
            </Button>
          </Group>
        </Alert>
      )}
      <NewDataNotice
        news={news}
        onLoadNew={() => {
          resetFilters();
          reload();
        }}
      />
      <EmptyStateContext.Provider value={emptyState}>
        {isPhone && prefs.layout !== 'grid' ? (
          // A phone shows each row as a card of its key facts: a table would scroll sideways.
          <div style={{ opacity: isRefetching ? 0.7 : 1 }}>
            <DataCards
              {...layoutProps}
              keyFacts={keyFacts}
              sort={state.sort}
              onSort={(field) => dispatch({ type: 'sort', field })}
            />
          </div>
        ) : (
          <Paper withBorder radius="md" p="md" opacity={isRefetching ? 0.7 : 1}>
            {prefs.layout === 'grid' ? (
              <DataGrid {...layoutProps} renderCard={config.renderCard} />
            ) : (
              <DataTable
                {...layoutProps}
                sort={state.sort}
                onSort={(field) => dispatch({ type: 'sort', field })}
              />
            )}
          </Paper>
        )}
      </EmptyStateContext.Provider>
      {pageSize !== null && !notificationIds && (
        <Pager
          page={state.page}
          pageSize={pageSize}
          total={list.page.total}
          isTotalEstimated={list.page.isTotalEstimated}
          onPage={(page, pageCount) =>
            dispatch({ type: 'page', page, pageCount, cursor: list.page.cursor })
          }
          onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
        />
      )}
      <ImageModal view={image} onClose={() => setImage(null)} />
    </Stack>
  );
}
