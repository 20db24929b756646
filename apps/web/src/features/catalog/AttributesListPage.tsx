import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { attributeListColumns, ATTRIBUTE_LIST_CONFIG } from './lists/attributes';
import { ListPage } from '../../ui/ListPage';

/** /a/attributes: the attributes product types are sold in, with their options. */
export default function AttributesListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => attributeListColumns(t), [t]);
  return (
    <ListPage
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
