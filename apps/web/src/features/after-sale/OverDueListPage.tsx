import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { afterSaleApi, afterSaleKeys, useSetOverDueDays } from './api';
import { overDueColumns, overDueConfig, overDueStageOf } from './listConfig';
import { hasPermission } from './permissions';

/**
 * /a/order-items-over-due-date/processing and /shipping: items in production or on their way for
 * longer than the overdue days, which an admin with the update permission changes here.
 */
export default function OverDueListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const stage = overDueStageOf(pathname);
  const config = useMemo(() => overDueConfig(stage), [stage]);
  const columns = useMemo(() => overDueColumns(t), [t]);
  const canEdit = hasPermission(user, 'ORDER_ITEM_DUE_DATE_DETAIL_UPDATE');

  const days = useQuery({
    queryKey: afterSaleKeys.overDueDays,
    queryFn: ({ signal }) => afterSaleApi.overDueDays(signal),
  });
  const [draft, setDraft] = useState<number | string>('');
  useEffect(() => {
    if (days.data) setDraft(days.data.days);
  }, [days.data]);
  const save = useSetOverDueDays(config.model);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          days.data &&
          (canEdit ? (
            <Group gap="xs" align="flex-end">
              <NumberInput
                label={t('afterSale.overDue.daysLabel')}
                value={draft}
                onChange={setDraft}
                min={1}
                max={365}
                allowDecimal={false}
                w={100}
                data-testid="over-due-days"
              />
              <Button
                onClick={() => save.mutate(Number(draft))}
                loading={save.isPending}
                disabled={draft === '' || Number(draft) === days.data.days}
                data-testid="over-due-days-save"
              >
                {t('afterSale.overDue.save')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" data-testid="over-due-days-text">
              {t('afterSale.overDue.days', { count: days.data.days })}
            </Text>
          ))
        }
      />
      <ApiErrorAlert error={save.error} />
      <DataList key={stage} config={config} columns={columns} />
    </>
  );
}
