import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryListColumns, CATEGORY_LIST_CONFIG } from './lists/categories';
import { ListPage } from '../../ui/ListPage';

/** /a/product-type-categories: the groups product types are shown in. */
export default function CategoriesListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => categoryListColumns(t), [t]);
  return (
    <ListPage
      config={CATEGORY_LIST_CONFIG}
      columns={columns}
      create={{
        to: '/a/product-type-category/create',
        label: t('catalog.categories.create'),
        testId: 'category-create',
      }}
    />
  );
}
