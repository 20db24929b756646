import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session/store';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { trackingImportsApi } from './api';
import { ImportReportModal } from './ImportReport';
import { ImportUploadCard } from './ImportUploadCard';
import { importQueueColumns, importQueueConfig } from './listConfig';

/**
 * /p/import-tracking-code and /a/import-tracking-code: a spreadsheet of tracking codes (item id or
 * packing-slip code, code, carrier) through the import queue, with the report by line. A printer's
 * lines reach only its own items; an admin's any item.
 */
export default function TrackingImportPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const side = user?.type === 'PRINTER' ? 'printer' : 'admin';
  const [reportId, setReportId] = useState<string | null>(null);
  const config = useMemo(
    () =>
      importQueueConfig(`${side}-tracking-import-queue`, (row) => setReportId(row.id), t, [
        side === 'printer' ? 'PRINTER_ORDER_TRACKING_CODE' : 'TRACKING_CODE',
      ]),
    [side, t],
  );
  const columns = useMemo(() => importQueueColumns(t, { isAdmin: false, isTracking: true }), [t]);
  const upload = useMemo(
    () => (file: File, onProgress: (percent: number) => void) =>
      trackingImportsApi.upload(side, file, onProgress),
    [side],
  );

  return (
    <>
      <PageHeader title={title} />
      <ImportUploadCard
        intro={t('imports.tracking.intro')}
        downloadTemplate={trackingImportsApi.downloadTemplate}
        upload={upload}
      />
      <DataList config={config} columns={columns} />
      <ImportReportModal id={reportId} onClose={() => setReportId(null)} />
    </>
  );
}
