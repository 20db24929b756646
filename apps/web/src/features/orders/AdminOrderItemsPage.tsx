import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routes/hooks';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { orderItemColumns } from './listConfig';

const CONFIG: ListConfig<'order-item'> = {
  id: 'admin-order-items',
  model: 'order-item',
  empty: { message: 'orderItems' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isExportEnabled: true,
  scan: { lookupKey: 'productSku', isSubstringMatching: true },
  detailPath: (row) => `/a/order-item/${row.id}`,
};

/** /a/order-items: every placed order's items. */
export default function AdminOrderItemsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const columns = useMemo(() => orderItemColumns(t), [t]);
  return (
    <>
      <PageHeader title={title} />
      <DataList config={CONFIG} columns={columns} />
    </>
  );
}
