import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { productImportsApi } from './api';
import { ImportReportModal } from './ImportReport';
import { ImportUploadCard } from './ImportUploadCard';
import { importQueueColumns, importQueueConfig } from './listConfig';

/**
 * /s/product/import: a spreadsheet of products whose designs and mockups are links, through the
 * import queue; the seller's product imports with each one's report by line and column.
 */
export default function ProductImportPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [reportId, setReportId] = useState<string | null>(null);
  const config = useMemo(
    () =>
      importQueueConfig('seller-product-import-queue', (row) => setReportId(row.id), t, [
        'PRODUCT',
      ]),
    [t],
  );
  const columns = useMemo(() => importQueueColumns(t, { isAdmin: false, isProduct: true }), [t]);

  return (
    <>
      <PageHeader title={title} />
      <ImportUploadCard
        intro={t('imports.products.intro')}
        downloadTemplate={productImportsApi.downloadTemplate}
        upload={productImportsApi.upload}
      />
      <DataList config={config} columns={columns} />
      <ImportReportModal id={reportId} onClose={() => setReportId(null)} />
    </>
  );
}
