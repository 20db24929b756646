import { Anchor } from '@mantine/core';
import { shortId } from '../../ui/data-list/cells/format';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ListColumn, ListRow } from '../../ui/data-list/types';

/** A row of the downloaded packing slips: the item, and when and how many units were printed. */
export type DownloadedSlipRow = ListRow<'printer-downloaded-packing-slip'>;

export const orderPath = (row: { id: string }) => `/p/order/${row.id}`;

export function downloadedSlipColumns(
  t: TFunction,
): ListColumn<'printer-downloaded-packing-slip'>[] {
  return [
    {
      key: 'orderId',
      label: t('slips.columns.order'),
      typeShow: 'text',
      // Short, linked to the item's order page; the id kind adds the copy of the full id.
      kind: 'id',
      // The phone card: which order, what, how many and when its slip was printed.
      isKeyFact: true,
      render: (row) => (
        <Anchor
          component={Link}
          to={orderPath(row)}
          size="sm"
          onClick={(event) => event.stopPropagation()}
          data-testid="downloaded-slip-link"
        >
          {shortId(row.orderId)}
        </Anchor>
      ),
    },
    { key: 'productTitle', label: t('slips.columns.product'), typeShow: 'text', isKeyFact: true },
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
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    { key: 'printedQty', label: t('slips.columns.printedQty'), typeShow: 'int' },
    {
      key: 'packingSlipPrintedAt',
      label: t('slips.columns.printedAt'),
      typeShow: 'time',
      isKeyFact: true,
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
