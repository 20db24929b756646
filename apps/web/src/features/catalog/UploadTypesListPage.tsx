import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadTypeListColumns, UPLOAD_TYPE_LIST_CONFIG } from './lists/uploadTypes';
import { ListPage } from '../../ui/ListPage';

/** /a/upload-types: the print positions a product type offers, with their art-work sizes. */
export default function UploadTypesListPage() {
  const { t } = useTranslation();
  const columns = useMemo(() => uploadTypeListColumns(t), [t]);
  return (
    <ListPage
      config={UPLOAD_TYPE_LIST_CONFIG}
      columns={columns}
      create={{
        to: '/a/upload-type/create',
        label: t('catalog.uploadTypes.create'),
        testId: 'upload-type-create',
      }}
    />
  );
}
