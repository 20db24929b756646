import { Anchor } from '@mantine/core';
import type { DataListRow, OrderItemStatus } from '@platfox/domain';
import { IconPrinter } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteTitle } from '../../app/routes/hooks';
import { DataList } from '../../ui/data-list/DataList';
import type { DataListColumn, DataListConfig } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { DOWNLOADED_SLIPS_MODEL } from './api';

/** A row of the downloaded packing slips: the item, and when and how many units were printed. */
export type DownloadedSlipRow = DataListRow & {
  orderId: string;
  status: OrderItemStatus;
  productTitle: string;
  productSku: string;
  productTypeName: string;
  quantity: number;
  printedQty: number;
  packingSlipPrintedAt: string | null;
  createdAt: string;
};

export const orderPath = (row: { id: string }) => `/p/order/${row.id}`;

export function downloadedSlipColumns(t: TFunction): DataListColumn<DownloadedSlipRow>[] {
  return [
    {
      key: 'orderId',
      label: t('slips.columns.order'),
      typeShow: 'text',
      isShowCopyIcon: true,
      render: (row) => (
        <Anchor
          component={Link}
          to={orderPath(row)}
          size="sm"
          onClick={(event) => event.stopPropagation()}
          data-testid="downloaded-slip-link"
        >
          {row.orderId.slice(0, 8)}
        </Anchor>
      ),
    },
    { key: 'productTitle', label: t('slips.columns.product'), typeShow: 'text' },
    {
      key: 'productSku',
      label: t('slips.columns.sku'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'productTypeName',
      label: t('slips.columns.productType'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'quantity',
      label: t('slips.columns.quantity'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    { key: 'printedQty', label: t('slips.columns.printedQty'), typeShow: 'int' },
    {
      key: 'packingSlipPrintedAt',
      label: t('slips.columns.printedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('slips.columns.status'),
      typeShow: 'array',
      display: 'orderStatus',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'createdAt',
      label: t('slips.columns.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}

/**
 * /p/downloaded-packing-slip: the printer's items whose slips were downloaded, the latest first.
 * A row opens the item; "Print again" opens its slips, which records a reprint.
 */
export default function DownloadedSlipsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const columns = useMemo(() => downloadedSlipColumns(t), [t]);
  const config = useMemo<DataListConfig<DownloadedSlipRow>>(
    () => ({
      id: 'printer-downloaded-packing-slips',
      model: DOWNLOADED_SLIPS_MODEL,
      defaultSort: { field: 'packingSlipPrintedAt', direction: 'desc' },
      selectType: 'none',
      detailPath: orderPath,
      rowActions: [
        {
          key: 'printAgain',
          label: t('slips.list.printAgain'),
          icon: <IconPrinter size={14} />,
          isMultipleClicksAllowed: true,
          isSpamGuarded: false,
          run: (row) => navigate(`/p/packing-slip/${row.id}`),
        },
      ],
    }),
    [t, navigate],
  );
  return (
    <>
      <PageHeader title={title} />
      <DataList config={config} columns={columns} />
    </>
  );
}
