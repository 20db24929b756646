import type { TFunction } from 'i18next';
import type { ListColumn, ListRow } from '../../ui/data-list/types';

/** A row of the 'packing-slip-signature' list model (declared in the domain's contract/lists). */
export type SignatureRow = ListRow<'packing-slip-signature'>;

export function signatureColumns(t: TFunction): ListColumn<'packing-slip-signature'>[] {
  return [
    {
      key: 'sellerEmail',
      label: t('signatures.fields.sellerEmail'),
      typeShow: 'text',
      display: 'email',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'sellerName',
      label: t('signatures.fields.sellerName'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    { key: 'fileName', label: t('signatures.fields.fileName'), typeShow: 'text', isFilter: true },
    {
      key: 'uploadSize',
      label: t('signatures.fields.uploadSize'),
      typeShow: 'text',
      sortingBy: 'width',
    },
    {
      key: 'updatedAt',
      label: t('signatures.fields.updatedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
