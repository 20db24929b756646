import { notifications } from '@mantine/notifications';
import type { DataListRow } from '@platfox/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routes/hooks';
import { api } from '../../platform/api';
import { dataListKeys } from '../../ui/data-list/api';
import { DataList } from '../../ui/data-list/DataList';
import type { DataListColumn, DataListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';

/** A row of the 'invalid-address-order' model (server: data-lists/models/invalid-address-order.ts). */
type InvalidAddressRow = DataListRow & {
  fullName: string;
  street: string;
  street2: string | null;
  city: string;
  state: string | null;
  zipcode: string;
  country: string;
  problems: { field: string; message: string }[];
  checkedAt: string;
};

const MODEL = 'invalid-address-order';

const addressLine = (row: InvalidAddressRow) =>
  [row.street, row.street2, row.city, row.state, row.zipcode, row.country]
    .filter((part) => part)
    .join(', ');

/**
 * /s/invalid-address-orders: the seller's orders whose address failed the check and that no admin
 * confirmed (the top bar's reminder counts them). A row can take the suggested spelling.
 */
export default function InvalidAddressOrdersPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const queryClient = useQueryClient();

  const columns = useMemo<DataListColumn<InvalidAddressRow>[]>(
    () => [
      {
        key: 'fullName',
        label: t('afterSale.invalidAddress.fullName'),
        typeShow: 'text',
        display: 'link',
        isSortable: true,
        isFilter: true,
      },
      {
        key: 'country',
        label: t('afterSale.invalidAddress.address'),
        typeShow: 'text',
        isFilter: true,
        render: addressLine,
      },
      {
        key: 'problems',
        label: t('afterSale.invalidAddress.problems'),
        typeShow: 'text',
        render: (row) => row.problems.map((problem) => problem.message).join('; '),
      },
      {
        key: 'checkedAt',
        label: t('afterSale.invalidAddress.checkedAt'),
        typeShow: 'time',
        isSortable: true,
        isFilter: true,
      },
    ],
    [t],
  );
  const config = useMemo<DataListConfig<InvalidAddressRow>>(
    () => ({
      id: 'invalid-address-orders',
      model: MODEL,
      defaultSort: { field: 'checkedAt', direction: 'desc' },
      selectType: 'none',
      detailPath: (row) => `/s/order/${row.id}`,
      rowActions: [
        {
          key: 'applySuggestion',
          label: t('afterSale.invalidAddress.applySuggestion'),
          run: async (row) => {
            await api.post(`/orders/${encodeURIComponent(row.id)}/suggest-address`, {});
            notifications.show({ color: 'teal', message: t('afterSale.invalidAddress.applied') });
            void queryClient.invalidateQueries({ queryKey: dataListKeys.model(MODEL) });
          },
        },
      ],
    }),
    [t, queryClient],
  );

  return (
    <>
      <PageHeader title={title} />
      <DataList config={config} columns={columns} />
    </>
  );
}
