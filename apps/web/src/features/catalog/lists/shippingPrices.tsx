import { COUNTRIES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow, ListRowAction } from '../../../ui/data-list/types';
import { formatCountry } from '../../../platform/i18n/formatCountry';

/** A row of the 'shipping-price' list model (declared in the domain's contract/lists). */
export type ShippingPriceRow = ListRow<'shipping-price'>;

/** Rows are edited in a modal on the same screen, so the list has no detail path. */
export function shippingPriceListConfig(
  edit: ListRowAction<'shipping-price'>,
): ListConfig<'shipping-price'> {
  return {
    id: 'shipping-prices',
    model: 'shipping-price',
    empty: { message: 'shippingPrices' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'checkbox',
    isDeleteEnabled: true,
    isExportEnabled: true,
    rowActions: [edit],
  };
}

const money = { typeShow: 'int', display: 'money', isFilter: true } as const;

export function shippingPriceListColumns(t: TFunction): ListColumn<'shipping-price'>[] {
  return [
    {
      key: 'country',
      label: t('catalog.shippingPrices.country'),
      typeShow: 'array',
      // A phone's card says what the price is for (country, product type, item) and the two
      // first-item prices; by default it showed only a price and a date, six cards alike.
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
      filterArrayData: COUNTRIES.map(({ code }) => ({ key: code, label: formatCountry(code) })),
      render: (row) => `${formatCountry(row.country)} (${row.country})`,
    },
    {
      key: 'productTypeName',
      label: t('catalog.shippingPrices.productType'),
      typeShow: 'text',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'name',
      label: t('catalog.shippingPrices.item'),
      typeShow: 'text',
      isKeyFact: true,
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'productTypeItemId',
      label: t('catalog.shippingPrices.itemId'),
      typeShow: 'text',
      isDisplay: false,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      ...money,
      key: 'normalFirstItem',
      label: t('catalog.shippingPrices.normalFirstItem'),
      isSortable: true,
      isKeyFact: true,
    },
    { ...money, key: 'normalRestItems', label: t('catalog.shippingPrices.normalRestItems') },
    {
      ...money,
      key: 'fastFirstItem',
      label: t('catalog.shippingPrices.fastFirstItem'),
      isSortable: true,
      isKeyFact: true,
    },
    { ...money, key: 'fastRestItems', label: t('catalog.shippingPrices.fastRestItems') },
    { ...money, key: 'price', label: t('catalog.shippingPrices.price'), isDisplay: false },
    {
      key: 'createdAt',
      label: t('catalog.common.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
