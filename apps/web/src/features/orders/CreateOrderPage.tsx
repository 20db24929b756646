import { Loader } from '@mantine/core';
import type { ShippingMethod } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { ordersApi, useRefreshOrders } from './api';
import { configOf, sellerConfigApi, sellerConfigKeys } from '../settings/sellerConfigApi';
import { emptyCart, type CartValues } from './cart';
import { OrderForm } from './OrderForm';

/** An empty cart with the seller's default shipping method (their general settings) chosen. */
function cartWith(method: ShippingMethod): CartValues {
  return {
    ...emptyCart(),
    isFastShipping: method === 'FAST',
    isLocalPickup: method === 'LOCAL_PICKUP',
  };
}

/**
 * /s/order/create: a new order, saved as a draft or placed at once. The form waits for the
 * seller's settings to preselect their shipping method; without them it starts on standard.
 */
export default function CreateOrderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const refresh = useRefreshOrders();
  const config = useQuery({
    queryKey: sellerConfigKeys.all,
    queryFn: ({ signal }) => sellerConfigApi.list(signal),
  });
  const method = config.data
    ? (configOf(config.data, 'MAIN')?.value.defaultShippingMethod ?? 'STANDARD')
    : config.error
      ? 'STANDARD'
      : null;
  // Made once the method is known: the form keeps its first initial values.
  const initial = useMemo(() => (method ? cartWith(method) : null), [method]);
  return (
    <>
      <PageHeader title={title} back={{ to: '/s/orders', label: t('title.orders') }} />
      {initial === null ? (
        <Loader size="sm" />
      ) : (
        <OrderForm
          initial={initial}
          withCoupon
          onSaveDraft={async (cart) => {
            const order = await ordersApi.create({ ...cart, isDraft: true }, null);
            refresh();
            void navigate(`/s/draft-order/${order.id}?m=edit`);
            return order;
          }}
          onPlace={async (cart, key) => {
            const order = await ordersApi.create({ ...cart, isDraft: false }, key);
            refresh();
            void navigate(`/s/order/${order.id}`);
            return order;
          }}
        />
      )}
    </>
  );
}
