import { Box, Button, Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OrderCart } from '@platfox/domain';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { orderKeys, ordersApi, useRefreshOrders, type OrderView } from './api';
import { cartOfOrder, toCart } from './cart';
import { OrderForm } from './OrderForm';
import { StoreOrigin } from './StoreOrigin';
import { useOrderLive } from './live';

/** /s/draft-order/:id: a draft to edit, place or cancel. A placed order opens its detail. */
export default function DraftOrderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => ordersApi.get(id, signal),
    // Statuses move on elsewhere (an admin approves, a printer ships): read afresh at each visit.
    staleTime: 0,
  });
  // Placed or canceled in another tab: the draft is no longer one, and the page follows.
  useOrderLive(id);
  if (!order.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!order.data.isDraft || order.data.status !== 'NOT_READY') {
    return <Navigate to={`/s/order/${order.data.id}`} replace />;
  }
  return <DraftEditor key={order.data.id} order={order.data} />;
}

function DraftEditor({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [initial] = useState(() => cartOfOrder(order));
  const [isAsking, setAsking] = useState(false);
  // The cart as stored: a retried placement (same key) must not edit an order already placed.
  const stored = useRef(JSON.stringify(toCart(initial)));
  // A draft holds no coupon (saving drops it): the code is sent with the place call only.
  const save = async ({ couponCode: _dropped, ...cart }: OrderCart) => {
    const text = JSON.stringify(cart);
    if (text === stored.current) return null;
    const saved = await ordersApi.update(order.id, cart);
    stored.current = text;
    return saved;
  };
  const refresh = useRefreshOrders();
  const cancel = useMutation({
    mutationFn: () => ordersApi.cancel(order.id, 'seller'),
    onSuccess: () => {
      setAsking(false);
      refresh();
      notifications.show({ color: 'teal', message: t('orders.actions.cancel.done') });
      void navigate('/s/draft-orders');
    },
  });
  return (
    <>
      <PageHeader title={title} back={{ to: '/s/draft-orders', label: t('title.draftOrders') }} />
      {/* The shop's number and the buyer's words, read before placing (issue 31 item 10). */}
      <Box mb="md">
        <StoreOrigin order={order} withNote />
      </Box>
      <OrderForm
        initial={initial}
        withCoupon
        onSaveDraft={async (cart) => {
          const saved = (await save(cart)) ?? order;
          refresh();
          notifications.show({ color: 'teal', message: t('orders.form.saved') });
          return saved;
        }}
        onPlace={async (cart, key) => {
          // The edits are saved first: placing charges the draft as it is stored.
          await save(cart);
          const placed = await ordersApi.place(order.id, key, cart.couponCode);
          refresh();
          void navigate(`/s/order/${placed.id}`);
          return placed;
        }}
        extraActions={
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={16} />}
            onClick={() => {
              cancel.reset();
              setAsking(true);
            }}
            data-testid="order-cancel"
          >
            {t('orders.actions.cancel.label')}
          </Button>
        }
      />
      <ConfirmDialog
        opened={isAsking}
        title={t('orders.actions.cancel.title')}
        message={t('orders.actions.cancel.draftQuestion')}
        confirmLabel={t('orders.actions.cancel.label')}
        isDanger
        isPending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      >
        <ApiErrorAlert error={cancel.error} />
      </ConfirmDialog>
    </>
  );
}
