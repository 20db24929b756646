import type { TFunction } from 'i18next';
import { printerOrderColumn } from '../production/listConfig';
import type { ListColumn, ListRow } from '../../ui/data-list/types';

/** A row of the downloaded packing slips: the item, and when and how many units were printed. */
export type DownloadedSlipRow = ListRow<'printer-downloaded-packing-slip'>;

export function downloadedSlipColumns(
  t: TFunction,
): ListColumn<'printer-downloaded-packing-slip'>[] {
  return [
    printerOrderColumn(t('slips.columns.order'), 'downloaded-slip-link'),
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
