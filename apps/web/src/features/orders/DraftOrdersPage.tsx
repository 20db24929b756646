import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListConfig } from '../../ui/data-list/types';
import { DRAFT_ORDERS, orderColumns } from './listConfig';
import { PlaceDraftsButton } from './PlaceDraftsButton';
import { ListPage } from '../../ui/ListPage';

const CONFIG: ListConfig<'order'> = {
  id: 'seller-draft-orders',
  model: 'order',
  empty: { message: 'draftOrders', actions: [{ title: 'importOrders', to: '/s/order/import' }] },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Selection feeds "Place selected".
  selectType: 'checkbox',
  filtersRef: DRAFT_ORDERS,
  editPath: (row) => `/s/draft-order/${row.id}`,
};

/** /s/draft-orders: the seller's drafts, opened in their editor. */
export default function DraftOrdersPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => orderColumns(t, { isAdmin: false, isDraft: true }), [t]);
  return (
    <ListPage
      config={CONFIG}
      columns={columns}
      create={{ to: '/s/order/create', label: t('orders.list.create'), testId: 'order-create' }}
      toolbar={({ selected, clear }) =>
        selected.length > 0 && (
          <PlaceDraftsButton
            drafts={{ orderIds: [...selected] }}
            label={t('orders.placeDrafts.selected')}
            onDone={clear}
          />
        )
      }
    />
  );
}
