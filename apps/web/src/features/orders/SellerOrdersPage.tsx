import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListConfig } from '../../ui/data-list/types';
import { CancelOrdersButton } from './CancelOrdersButton';
import { orderColumns, PLACED_ORDERS } from './listConfig';
import { ListPage } from '../../ui/ListPage';

const CONFIG: ListConfig<'order'> = {
  id: 'seller-orders',
  model: 'order',
  empty: {
    message: 'sellerOrders',
    actions: [
      { title: 'order_create', to: '/s/order/create' },
      { title: 'importOrders', to: '/s/order/import' },
    ],
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isExportEnabled: true,
  filtersRef: PLACED_ORDERS,
  detailPath: (row) => `/s/order/${row.id}`,
};

/** /s/orders: the seller's placed orders, newest first. */
export default function SellerOrdersPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => orderColumns(t, { isAdmin: false }), [t]);
  return (
    <ListPage
      config={CONFIG}
      columns={columns}
      create={{ to: '/s/order/create', label: t('orders.list.create'), testId: 'order-create' }}
      toolbar={({ selected, clear }) =>
        selected.length > 0 && <CancelOrdersButton orderIds={[...selected]} onDone={clear} />
      }
    />
  );
}
