import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { blankApparelListColumns, BLANK_APPAREL_LIST_CONFIG } from './lists/blankApparels';
import { ListPage } from '../../ui/ListPage';

/** /a/blank-apparels: the blanks product types are printed on, with their stock. */
export default function BlankApparelsListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => blankApparelListColumns(t), [t]);
  return (
    <ListPage
      config={BLANK_APPAREL_LIST_CONFIG}
      columns={columns}
      create={{
        to: '/a/blank-apparel/create',
        label: t('catalog.blankApparels.create'),
        testId: 'blank-apparel-create',
      }}
    />
  );
}
