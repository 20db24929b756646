import { Badge, Text } from '@mantine/core';
import { TRACE_TARGETS, TRACE_TYPES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { shortId } from '../../ui/data-list/cells/format';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { TraceLineText } from './TraceLineText';

export type TraceLogRow = ListRow<'trace-log'>;

export const TRACE_LOG_LIST: ListConfig<'trace-log'> = {
  id: 'admin-trace-logs',
  model: 'trace-log',
  empty: { message: 'traceLogs' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  isExportEnabled: true,
};

/** Where a trace line's record opens (an order, item, transaction or network page); others show their short id. */
function targetPath(row: TraceLogRow): string | null {
  if (row.target === 'order') return `/a/order/${row.targetId}?m=view`;
  if (row.target === 'order_item') return `/a/order-item/${row.targetId}?m=view`;
  if (row.target === 'transaction') return `/a/transaction/${row.targetId}?m=view`;
  if (row.target === 'network') return `/a/network/${row.targetId}?m=view`;
  return null;
}

/** /a/trace-logs: filtered by actor, target, type and date (issue 19). */
export function traceLogColumns(t: TFunction): ListColumn<'trace-log'>[] {
  return [
    {
      key: 'createdAt',
      label: t('audit.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'actorEmail',
      label: t('audit.fields.actor'),
      typeShow: 'autocomplete',
      filterBy: 'actorId',
      isFilter: true,
      isSortable: true,
      render: (row) =>
        row.actorEmail ? <bdi dir="ltr">{row.actorEmail}</bdi> : t('audit.trail.system'),
    },
    {
      key: 'target',
      label: t('audit.fields.target'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: TRACE_TARGETS.map((target) => ({
        key: target,
        label: t(`audit.targets.${target}`),
      })),
      render: (row) => t(`audit.targets.${row.target}`),
    },
    {
      key: 'targetId',
      label: t('audit.fields.targetId'),
      typeShow: 'text',
      isFilter: true,
      render: (row) => {
        const to = targetPath(row);
        const short = <bdi dir="ltr">{shortId(row.targetId)}</bdi>;
        return to ? (
          <Link to={to} title={row.targetId} onClick={(event) => event.stopPropagation()}>
            {short}
          </Link>
        ) : (
          <span title={row.targetId}>{short}</span>
        );
      },
    },
    {
      key: 'type',
      label: t('audit.fields.type'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: TRACE_TYPES.map((type) => ({ key: type, label: t(`audit.types.${type}`) })),
      render: (row) => (
        <Badge variant="light" size="sm">
          {t(`audit.types.${row.type}`)}
        </Badge>
      ),
    },
    {
      key: 'description',
      label: t('audit.fields.description'),
      typeShow: 'text',
      isFilter: true,
      // Said in the reader's language; the export keeps the words recorded at the time.
      render: (row) => <TraceLineText description={row.description} />,
    },
    {
      key: 'ip',
      label: t('audit.fields.ip'),
      typeShow: 'text',
      isFilter: true,
      enableFilterExist: true,
      render: (row) => (
        <Text size="xs" ff="monospace" component="bdi" dir="ltr">
          {row.ip ?? '—'}
        </Text>
      ),
    },
  ];
}
