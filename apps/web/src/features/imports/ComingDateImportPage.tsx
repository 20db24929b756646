import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { comingDateImportsApi } from './api';
import { ImportReportModal } from './ImportReport';
import { ImportUploadCard } from './ImportUploadCard';
import { importQueueColumns, importQueueConfig } from './listConfig';

/**
 * /a/import-coming-date: a spreadsheet of coming stock dates (item id or packing-slip code, day)
 * through the import queue (ORDER_ITEM_COMING_STOCK_DATE), with the report by line. Each line
 * sets the day on the item's units awaiting stock.
 */
export default function ComingDateImportPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [reportId, setReportId] = useState<string | null>(null);
  const config = useMemo(
    () =>
      importQueueConfig('admin-coming-date-import-queue', (row) => setReportId(row.id), t, [
        'ORDER_ITEM_COMING_STOCK_DATE',
      ]),
    [t],
  );
  const columns = useMemo(() => importQueueColumns(t, { isAdmin: true, isComingDate: true }), [t]);
  return (
    <>
      <PageHeader title={title} />
      <ImportUploadCard
        intro={t('imports.comingDates.intro')}
        downloadTemplate={comingDateImportsApi.downloadTemplate}
        upload={comingDateImportsApi.upload}
      />
      <DataList config={config} columns={columns} />
      <ImportReportModal id={reportId} onClose={() => setReportId(null)} />
    </>
  );
}
