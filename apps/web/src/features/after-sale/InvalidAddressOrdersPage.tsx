import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig } from '../../ui/data-list/types';
import { afterSaleApi, useRefreshInvalidAddresses } from './api';
import { invalidAddressColumns } from './listConfig';
import { PageHeader } from '../../ui/PageHeader';

const MODEL = 'invalid-address-order';

/**
 * /s/invalid-address-orders: the seller's orders whose address failed the check and that no admin
 * confirmed (the top bar's reminder counts them). A row can take the suggested spelling.
 */
export default function InvalidAddressOrdersPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const refresh = useRefreshInvalidAddresses();

  const columns = useMemo(() => invalidAddressColumns(t), [t]);
  const config = useMemo<ListConfig<'invalid-address-order'>>(
    () => ({
      id: 'invalid-address-orders',
      model: MODEL,
      empty: { message: 'invalidAddress' },
      defaultSort: { field: 'checkedAt', direction: 'desc' },
      detailPath: (row) => `/s/order/${row.id}`,
      rowActions: [
        {
          key: 'applySuggestion',
          label: t('afterSale.invalidAddress.applySuggestion'),
          run: async (row) => {
            await afterSaleApi.applySuggestedAddress(row.id);
            notifications.show({ color: 'teal', message: t('afterSale.invalidAddress.applied') });
            void refresh();
          },
        },
      ],
    }),
    [t, refresh],
  );

  return (
    <>
      <PageHeader title={title} />
      <DataList config={config} columns={columns} />
    </>
  );
}
