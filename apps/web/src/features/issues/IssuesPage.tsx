import { Button } from '@mantine/core';
import { ISSUE_RAISABLE_ITEM_STATUSES } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { dataListApi } from '../../ui/data-list/api';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { ISSUE_PATHS, issueRoleOf } from './api';
import { issueColumns, issueConfig } from './listConfig';
import { ReportIssueModal, type ReportableItem } from './ReportIssueModal';

/** The seller's shipped items, newest first: what an issue may be raised on from the list. */
function useShippedItems(isEnabled: boolean) {
  return useQuery({
    queryKey: ['issues', 'shipped-items'],
    enabled: isEnabled,
    queryFn: async ({ signal }): Promise<ReportableItem[]> => {
      const page = await dataListApi.list(
        {
          model: 'order-item',
          filters: [{ field: 'status', operation: 'in', value: [...ISSUE_RAISABLE_ITEM_STATUSES] }],
          sorting: [{ field: 'createdAt', direction: 'desc' }],
          pagination: { page: 1, pageSize: 100 },
        },
        signal,
      );
      return page.items.map((row) => ({
        id: row.id,
        orderId: String(row.orderId),
        label: `${String(row.productTitle)} · ${String(row.variantName)} · ${String(row.productSku)}`,
      }));
    },
  });
}

/** /s/issues, /a/issues, /p/issues: the issues each role may read, on the data list. */
export default function IssuesPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const role = issueRoleOf(useCurrentUser()?.type);
  const [isRaising, setRaising] = useState(false);
  const items = useShippedItems(role === 'SELLER' && isRaising);
  const config = useMemo(() => issueConfig(role), [role]);
  const columns = useMemo(() => issueColumns(t, role), [t, role]);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          role === 'SELLER' && (
            <Button onClick={() => setRaising(true)} data-testid="issue-raise">
              {t('issues.raise')}
            </Button>
          )
        }
      />
      <DataList config={config} columns={columns} />
      {role === 'SELLER' && (
        <ReportIssueModal
          opened={isRaising}
          items={items.data ?? []}
          onClose={() => setRaising(false)}
          onDone={(issue) => {
            setRaising(false);
            void navigate(ISSUE_PATHS.SELLER.detail(issue.id));
          }}
        />
      )}
    </>
  );
}
