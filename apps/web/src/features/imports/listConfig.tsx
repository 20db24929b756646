import { IMPORT_QUEUE_STATUSES, type ImportQueueType } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow, ListRowAction } from '../../ui/data-list/types';
import { ImportStatusBadge } from './ImportStatusBadge';
import { statusLabel } from '../../ui/statusLabel';

/** A row of the 'import-queue' list model (declared in the domain's contract/lists). */
export type ImportQueueRow = ListRow<'import-queue'>;

export function importQueueConfig(
  id: string,
  openReport: (row: ImportQueueRow) => void,
  t: TFunction,
  /** Only these import kinds (a tracking-code page lists its own kind). */
  types?: readonly ImportQueueType[],
): ListConfig<'import-queue'> {
  const report: ListRowAction<'import-queue'> = {
    key: 'report',
    label: t('imports.list.report'),
    isMultipleClicksAllowed: true,
    run: openReport,
  };
  return {
    id,
    model: 'import-queue',
    empty: { message: 'imports' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    rowActions: [report],
    ...(types
      ? {
          filtersRef: [
            {
              key: 'type',
              field: 'type',
              operation: 'in' as const,
              value: [...types],
              type: 'array' as const,
              isActivated: true,
            },
          ],
        }
      : {}),
  };
}

export function importQueueColumns(
  t: TFunction,
  {
    isAdmin,
    isTracking = false,
    isProduct = false,
    isComingDate = false,
  }: { isAdmin: boolean; isTracking?: boolean; isProduct?: boolean; isComingDate?: boolean },
): ListColumn<'import-queue'>[] {
  const columns: ListColumn<'import-queue'>[] = [
    {
      key: 'fileName',
      label: t('imports.list.file'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('imports.list.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: IMPORT_QUEUE_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <ImportStatusBadge status={row.status} />,
    },
    { key: 'totalLines', label: t('imports.list.lines'), typeShow: 'int', isSortable: true },
    isTracking || isProduct || isComingDate
      ? {
          key: 'createdLines',
          label: t(
            isProduct
              ? 'imports.list.products'
              : isComingDate
                ? 'imports.list.dates'
                : 'imports.list.codes',
          ),
          typeShow: 'int',
        }
      : { key: 'createdOrders', label: t('imports.list.orders'), typeShow: 'int' },
    {
      key: 'failedLines',
      label: t('imports.list.failed'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'createdAt',
      label: t('imports.list.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
  if (isAdmin) {
    columns.splice(1, 0, {
      key: 'ownerEmail',
      label: t('imports.list.owner'),
      typeShow: 'text',
      display: 'email',
      isSortable: true,
      isFilter: true,
    });
  }
  return columns;
}
