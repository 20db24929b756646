import { Button, Text } from '@mantine/core';
import { orderEndpoints } from '@platfox/domain';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useOrderMutation } from './api';
import { showBulkOutcome } from './bulkOutcome';

/**
 * Cancels the selected orders (seller/cancel-orders) after a confirmation: each order's items not
 * yet in production are cancelled and refunded; says how many went and why any did not.
 */
export function CancelOrdersButton({
  orderIds,
  onDone,
}: {
  orderIds: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const cancel = useOrderMutation({
    mutationFn: () => call(orderEndpoints.sellerCancelOrders, { body: { orderIds } }),
    onSuccess: ({ data: { canceled, refused } }) => {
      setAsking(false);
      showBulkOutcome({
        title: t('orders.cancelOrders.done', { count: canceled.length }),
        refused,
        testId: 'cancel-orders-refused',
      });
      onDone();
    },
  });
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} />}
        onClick={() => setAsking(true)}
        data-testid="cancel-orders"
      >
        {t('orders.cancelOrders.selected')}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t('orders.cancelOrders.title')}
        message={
          <Text size="sm">{t('orders.cancelOrders.question', { count: orderIds.length })}</Text>
        }
        confirmLabel={t('orders.cancelOrders.confirm')}
        isPending={cancel.isPending}
        isDanger
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
        testId="cancel-orders-confirm"
      />
    </>
  );
}
