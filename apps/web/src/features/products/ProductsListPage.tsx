import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { audienceOf, productListColumns, productListConfig } from './listConfig';
import { ListPage } from '../../ui/ListPage';

/** /s/products, /a/products and /wh/products: the same list, scoped and equipped per user type. */
export default function ProductsListPage() {
  const { t } = useTranslation();
  const audience = audienceOf(useCurrentUser()?.type);
  const config = useMemo(() => productListConfig(audience), [audience]);
  const columns = useMemo(() => productListColumns(audience, t), [audience, t]);
  return (
    <ListPage
      config={config}
      columns={columns}
      create={
        audience === 'SELLER'
          ? { to: '/s/product/create', label: t('products.create'), testId: 'product-create' }
          : undefined
      }
    />
  );
}
