import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { ImportReportModal } from './ImportReport';
import { importQueueColumns, importQueueConfig } from './listConfig';

/** /a/import-queue: every account's imports (IMPORT_QUEUE_ACCESS), each with its report. */
export default function ImportQueuePage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [reportId, setReportId] = useState<string | null>(null);
  const config = useMemo(
    () => importQueueConfig('admin-import-queue', (row) => setReportId(row.id), t),
    [t],
  );
  const columns = useMemo(() => importQueueColumns(t, { isAdmin: true }), [t]);
  return (
    <>
      <PageHeader title={title} />
      <DataList config={config} columns={columns} />
      <ImportReportModal id={reportId} onClose={() => setReportId(null)} />
    </>
  );
}
