import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { DRAFT_ORDERS, orderColumns } from './listConfig';
import { PlaceDraftsButton } from './PlaceDraftsButton';

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
  const title = useRouteTitle();
  const columns = useMemo(() => orderColumns(t, { isAdmin: false, isDraft: true }), [t]);
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
          selected.length > 0 && (
            <PlaceDraftsButton
              drafts={{ orderIds: [...selected] }}
              label={t('orders.placeDrafts.selected')}
              onDone={clear}
            />
          )
        }
      />
    </>
  );
}
