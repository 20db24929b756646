import { NETWORK_STATUSES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';

/** A row of the 'network' list model (declared in the domain's contract/lists). */
export type NetworkRow = ListRow<'network'>;

export function networkListConfig(canView: boolean): ListConfig<'network'> {
  return {
    id: 'networks',
    model: 'network',
    empty: { message: 'networks' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    detailPath: canView ? (row) => `/a/network/${row.id}` : undefined,
  };
}

export function networkListColumns(t: TFunction): ListColumn<'network'>[] {
  const count = (key: 'approvedCount' | 'pendingCount' | 'blockedCount') => ({
    key,
    label: t(`networks.fields.${key}`),
    typeShow: 'int' as const,
    isSortable: true,
    isFilter: true,
  });
  return [
    {
      key: 'code',
      label: t('networks.fields.code'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'ownerEmail',
      label: t('networks.fields.owner'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'rulesDescription',
      label: t('networks.fields.rulesDescription'),
      typeShow: 'text',
      isFilter: true,
    },
    {
      key: 'status',
      label: t('networks.fields.status'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: NETWORK_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <StatusBadge status={row.status} testId="network-row-status" />,
    },
    count('approvedCount'),
    count('pendingCount'),
    count('blockedCount'),
    {
      key: 'createdAt',
      label: t('networks.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
