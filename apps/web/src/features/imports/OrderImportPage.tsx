import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { importsApi } from './api';
import { ImportReportModal } from './ImportReport';
import { ImportUploadCard } from './ImportUploadCard';
import { importQueueColumns, importQueueConfig } from './listConfig';

/**
 * /s/order/import: the latest template, the upload of a filled one (its progress, then the
 * import's), and the seller's import queue with each import's report. Imported orders are drafts.
 */
export default function OrderImportPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [reportId, setReportId] = useState<string | null>(null);
  const config = useMemo(
    // Product imports have their own page (/s/product/import).
    () => importQueueConfig('seller-import-queue', (row) => setReportId(row.id), t, ['ORDER']),
    [t],
  );
  const columns = useMemo(() => importQueueColumns(t, { isAdmin: false }), [t]);

  return (
    <>
      <PageHeader title={title} />
      <ImportUploadCard
        intro={t('imports.page.intro')}
        downloadTemplate={importsApi.downloadTemplate}
        upload={importsApi.upload}
      />
      <DataList config={config} columns={columns} />
      <ImportReportModal id={reportId} onClose={() => setReportId(null)} />
    </>
  );
}
