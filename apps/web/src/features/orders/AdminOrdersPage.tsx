import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconCircleCheck, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { ordersApi, useOrderMutation } from './api';
import { orderColumns, PLACED_ORDERS, type OrderRow } from './listConfig';
import { canUpdateOrders } from './permissions';

/**
 * /a/orders: every seller's orders. Approve and cancel follow the isApprovable / isCancelable flags
 * the server answers per row (spec 03 section 6); cancel and approve-all ask first.
 */
export default function AdminOrdersPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const mayUpdate = canUpdateOrders(user);
  const columns = useMemo(() => orderColumns(t, { isAdmin: true }), [t]);
  const [isAskingAll, setAskingAll] = useState(false);

  const approveAll = useOrderMutation({
    mutationFn: () => ordersApi.approveAll(),
    onSuccess: ({ approved }) => {
      setAskingAll(false);
      notifications.show({
        color: 'teal',
        message: t('orders.actions.approveAll.done', { count: approved }),
      });
    },
  });
  const cancel = useOrderMutation({
    mutationFn: (row: OrderRow) => ordersApi.cancel(row.id, 'staff'),
    onSuccess: () =>
      notifications.show({ color: 'teal', message: t('orders.actions.cancel.done') }),
  });
  const askCancel = useConfirmedAction({
    title: t('orders.actions.cancel.title'),
    message: t('orders.actions.cancel.question'),
    confirmLabel: t('orders.actions.cancel.label'),
    isDanger: true,
    testId: 'cancel-dialog',
    run: (row: OrderRow) => cancel.mutateAsync(row),
  });
  const approveOne = useOrderMutation({
    mutationFn: (row: OrderRow) => ordersApi.approve(row.id),
    onSuccess: () =>
      notifications.show({ color: 'teal', message: t('orders.actions.approve.done') }),
  });
  // Approving routes the items to printers: it asks first, like cancelling.
  const askApprove = useConfirmedAction({
    title: t('orders.actions.approve.title'),
    message: t('orders.actions.approve.question'),
    confirmLabel: t('orders.actions.approve.label'),
    testId: 'approve-dialog',
    run: (row: OrderRow) => approveOne.mutateAsync(row),
  });
  const { askRow: askApproveRow } = askApprove;
  const { askRow: askCancelRow } = askCancel;

  const config = useMemo<ListConfig<'order'>>(() => {
    return {
      id: 'admin-orders',
      model: 'order',
      empty: { message: 'orders' },
      defaultSort: { field: 'createdAt', direction: 'desc' },
      // Drafts are the seller's own work in progress: admins list placed orders only.
      filtersRef: PLACED_ORDERS,
      selectType: 'checkbox',
      isExportEnabled: true,
      detailPath: (row) => `/a/order/${row.id}`,
      rowActions: mayUpdate
        ? [
            {
              key: 'approve',
              label: t('orders.actions.approve.label'),
              icon: <IconCircleCheck size={14} />,
              isShown: (row) => row.isApprovable,
              run: askApproveRow,
            },
            {
              key: 'cancel',
              label: t('orders.actions.cancel.label'),
              icon: <IconX size={14} />,
              isShown: (row) => row.isCancelable,
              run: askCancelRow,
            },
          ]
        : [],
    };
  }, [mayUpdate, t, askApproveRow, askCancelRow]);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          mayUpdate && (
            <Button
              leftSection={<IconChecks size={16} />}
              onClick={() => {
                approveAll.reset();
                setAskingAll(true);
              }}
              data-testid="order-approve-all"
            >
              {t('orders.actions.approveAll.label')}
            </Button>
          )
        }
      />
      <DataList config={config} columns={columns} />
      <ConfirmDialog
        opened={isAskingAll}
        title={t('orders.actions.approveAll.title')}
        message={t('orders.actions.approveAll.question')}
        confirmLabel={t('orders.actions.approveAll.label')}
        isPending={approveAll.isPending}
        onConfirm={() => approveAll.mutate()}
        onClose={() => setAskingAll(false)}
        testId="approve-all-dialog"
      >
        <ApiErrorAlert error={approveAll.error} />
      </ConfirmDialog>
      {askApprove.dialog}
      {askCancel.dialog}
    </>
  );
}
