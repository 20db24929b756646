import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ordersApi, type OrderView } from './api';
import { canUpdateOrders } from './permissions';

type Action = 'approve' | 'cancel';

/** What a part of the order page is given: the order, and where its changed copy goes. */
export type OrderPartProps = { order: OrderView; onChanged: (order: OrderView) => void };

/**
 * What the viewer may do to the order, by the flags the server answers: the seller cancels (a
 * draft is edited on its own page), an admin with the update permission approves and cancels.
 * Both ask first: approving routes the items to printers, cancelling refunds them.
 */
export function OrderActions({ order, onChanged }: OrderPartProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isSeller = user?.type === 'SELLER';
  const mayUpdate = isSeller || canUpdateOrders(user);
  const [asking, setAsking] = useState<Action | null>(null);
  const run = useMutation({
    mutationFn: (action: Action) =>
      action === 'approve'
        ? ordersApi.approve(order.id)
        : ordersApi.cancel(order.id, isSeller ? 'seller' : 'staff'),
    onSuccess: (answer, action) => {
      setAsking(null);
      notifications.show({ color: 'teal', message: t(`orders.actions.${action}.done`) });
      onChanged(answer);
    },
  });
  const isDraft = isSeller && order.isDraft && order.status === 'NOT_READY';
  const canApprove = !isSeller && mayUpdate && order.isApprovable;
  const canCancel = mayUpdate && order.isCancelable;
  return (
    <>
      <Group gap="xs" data-testid="order-actions">
        {isDraft && (
          <Button
            component={Link}
            to={`/s/draft-order/${order.id}?m=edit`}
            variant="light"
            leftSection={<IconPencil size={16} />}
            data-testid="order-edit-draft"
          >
            {t('orders.actions.editDraft')}
          </Button>
        )}
        {canApprove && (
          <Button
            leftSection={<IconCircleCheck size={16} />}
            onClick={() => {
              run.reset();
              setAsking('approve');
            }}
            data-testid="order-approve"
          >
            {t('orders.actions.approve.label')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => {
              run.reset();
              setAsking('cancel');
            }}
            data-testid="order-cancel"
          >
            {t('orders.actions.cancel.label')}
          </Button>
        )}
      </Group>
      {asking === null && <ApiErrorAlert error={run.error} testId="order-action-error" />}
      <ConfirmDialog
        opened={asking === 'approve'}
        title={t('orders.actions.approve.title')}
        message={t('orders.actions.approve.question')}
        confirmLabel={t('orders.actions.approve.label')}
        isPending={run.isPending}
        onConfirm={() => run.mutate('approve')}
        onClose={() => setAsking(null)}
        testId="approve-dialog"
      >
        <ApiErrorAlert error={run.error} />
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'cancel'}
        title={t('orders.actions.cancel.title')}
        message={t(
          isDraft ? 'orders.actions.cancel.draftQuestion' : 'orders.actions.cancel.question',
        )}
        confirmLabel={t('orders.actions.cancel.label')}
        isDanger
        isPending={run.isPending}
        onConfirm={() => run.mutate('cancel')}
        onClose={() => setAsking(null)}
      >
        <ApiErrorAlert error={run.error} />
      </ConfirmDialog>
    </>
  );
}
