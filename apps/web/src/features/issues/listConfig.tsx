import { Text } from '@mantine/core';
import { ISSUE_ACTIONS, ISSUE_ORIGINS, ISSUE_STATUSES, ISSUE_TYPES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { statusChoices } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';
import { ISSUE_PATHS, type IssueRole } from './api';

/** A row of the 'issue' model (declared in the domain's contract/lists/issues.ts). */
export type IssueRow = ListRow<'issue'>;

export function issueConfig(role: IssueRole): ListConfig<'issue'> {
  return {
    id: `issues-${role.toLowerCase()}`,
    model: 'issue',
    empty: { message: 'issues' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    isExportEnabled: role === 'ADMIN',
    detailPath: (row) => ISSUE_PATHS[role].detail(row.id),
  };
}

/** The issue's own enumerations as filter choices, in the reader's language. */
export const issueChoices = (t: TFunction) => ({
  types: ISSUE_TYPES.map((key) => ({ key, label: t(`issues.types.${key}`) })),
  origins: ISSUE_ORIGINS.map((key) => ({ key, label: t(`issues.origins.${key}`) })),
  actions: ISSUE_ACTIONS.map((key) => ({ key, label: t(`issues.actions.${key}`) })),
});

/** The issue list's columns; the merchant column is the admin's only. */
export function issueColumns(t: TFunction, role: IssueRole): ListColumn<'issue'>[] {
  const choices = issueChoices(t);
  const columns: ListColumn<'issue'>[] = [
    {
      key: 'selfId',
      label: t('issues.fields.selfId'),
      typeShow: 'int',
      display: 'link',
      isSortable: true,
      isFilter: true,
      render: (row) => <span dir="ltr">#{row.selfId}</span>,
    },
    {
      key: 'status',
      label: t('issues.fields.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: statusChoices(t, ISSUE_STATUSES),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'type',
      label: t('issues.fields.type'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices.types,
      render: (row) => t(`issues.types.${row.type}`),
    },
    {
      key: 'origin',
      label: t('issues.fields.origin'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices.origins,
      render: (row) => t(`issues.origins.${row.origin}`),
    },
    {
      key: 'action',
      label: t('issues.fields.action'),
      typeShow: 'array',
      isFilter: true,
      filterArrayData: choices.actions,
      render: (row) => t(`issues.actions.${row.action}`),
    },
    {
      key: 'resolution',
      label: t('issues.fields.resolution'),
      typeShow: 'array',
      isFilter: true,
      filterArrayData: choices.actions,
      render: (row) => (row.resolution ? t(`issues.actions.${row.resolution}`) : ''),
    },
  ];
  if (role === 'ADMIN') {
    columns.push({
      key: 'sellerEmail',
      label: t('issues.fields.seller'),
      typeShow: 'autocomplete',
      filterBy: 'sellerId',
      isFilter: true,
    });
  }
  columns.push(
    {
      key: 'description',
      label: t('issues.fields.description'),
      typeShow: 'text',
      isFilter: true,
      // A row stays a row: two lines of the description, the whole of it on the issue's page.
      render: (row) => (
        <Text
          size="sm"
          lineClamp={2}
          miw={200}
          maw={360}
          dir="auto"
          style={{ overflowWrap: 'anywhere' }}
        >
          {row.description}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      label: t('issues.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'updatedAt',
      label: t('issues.fields.updatedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  );
  return columns;
}
