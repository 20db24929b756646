import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { TRACE_LOG_LIST, traceLogColumns } from './listConfig';

/** /a/trace-logs: the audit trail, newest first (TRACE_LOG_ACCESS). */
export default function TraceLogsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const columns = useMemo(() => traceLogColumns(t), [t]);
  return (
    <>
      <PageHeader title={title} />
      <DataList config={TRACE_LOG_LIST} columns={columns} />
    </>
  );
}
