import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { ordersApi, useRefreshOrders } from './api';
import { emptyCart } from './cart';
import { OrderForm } from './OrderForm';

/** /s/order/create: a new order, saved as a draft or placed at once. */
export default function CreateOrderPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [initial] = useState(emptyCart);
  const refresh = useRefreshOrders();
  return (
    <>
      <PageHeader title={title} back={{ to: '/s/orders', label: t('title.orders') }} />
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
    </>
  );
}
