import type { DataListRow } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { DataListColumn, DataListConfig } from '../../ui/data-list/types';

/** A row of the 'network' list model (apps/server/src/modules/data-lists/models/network.ts). */
export type NetworkRow = DataListRow & {
  code: string;
  ownerId: string;
  ownerEmail: string;
  rulesDescription: string;
  approvedCount: number;
  pendingCount: number;
  blockedCount: number;
  createdAt: string;
};

export function networkListConfig(canView: boolean): DataListConfig<NetworkRow> {
  return {
    id: 'networks',
    model: 'network',
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'none',
    isDeleteEnabled: false,
    detailPath: canView ? (row) => `/a/network/${row.id}` : undefined,
  };
}

export function networkListColumns(t: TFunction): DataListColumn<NetworkRow>[] {
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
