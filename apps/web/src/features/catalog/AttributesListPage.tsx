import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogListPage } from './common';
import { attributeListColumns, ATTRIBUTE_LIST_CONFIG } from './lists/attributes';

/** /a/attributes: the attributes product types are sold in, with their options. */
export default function AttributesListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => attributeListColumns(t), [t]);
  return (
    <CatalogListPage
      config={ATTRIBUTE_LIST_CONFIG}
      columns={columns}
      create={{
        to: '/a/attribute/create',
        label: t('catalog.attributes.create'),
        testId: 'attribute-create',
      }}
    />
  );
}
