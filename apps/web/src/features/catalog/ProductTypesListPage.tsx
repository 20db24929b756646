import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productTypeListColumns, PRODUCT_TYPE_LIST_CONFIG } from './lists/productTypes';
import { ListPage } from '../../ui/ListPage';

/** /a/product-types: what sellers can make products on, with prices per item. */
export default function ProductTypesListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => productTypeListColumns(t), [t]);
  return (
    <ListPage
      config={PRODUCT_TYPE_LIST_CONFIG}
      columns={columns}
      create={{
        to: '/a/product-type/create',
        label: t('catalog.productTypes.create'),
        testId: 'product-type-create',
      }}
    />
  );
}
