import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { CancelOrdersButton } from './CancelOrdersButton';
import { orderColumns, PLACED_ORDERS } from './listConfig';

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
  const title = useRouteTitle();
  const columns = useMemo(() => orderColumns(t, { isAdmin: false }), [t]);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            to="/s/order/create"
            leftSection={<IconPlus size={16} />}
            data-testid="order-create"
          >
            {t('orders.list.create')}
          </Button>
        }
      />
      <DataList
        config={CONFIG}
        columns={columns}
        toolbar={({ selected, clear }) =>
          selected.length > 0 && <CancelOrdersButton orderIds={[...selected]} onDone={clear} />
        }
      />
    </>
  );
}
