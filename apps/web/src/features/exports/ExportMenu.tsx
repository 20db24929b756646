import { Button, Menu } from '@mantine/core';
import {
  EXPORT_FORMATS,
  EXPORT_SCOPES,
  isFinalJobStatus,
  type ExportBody,
  type ExportFormat,
  type ExportScope,
} from '@platfox/domain';
import { IconCheck, IconFileExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportMenuProps } from '../../ui/data-list/types';
import { exportsApi } from './api';
import { DateRangeModal } from './DateRangeModal';
import { jobPercent } from '../../ui/JobProgress';
import { ExportProgress } from './ExportProgress';
import { useExportJob } from './useExportJob';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The data list's export menu: a file format and which rows (spec 03 "Export scopes"); the file
 * is made by a background job whose progress is shown, then offered for download.
 */
export default function ExportMenu({ model, query, selectedIds, currentPageIds }: ExportMenuProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [isAskingDates, setAskingDates] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [isProgressOpen, setProgressOpen] = useState(false);
  const job = useExportJob(jobId);
  const isRunning = job !== null && !isFinalJobStatus(job.status);

  const start = useMutation({
    mutationFn: (body: ExportBody) => exportsApi.start(body),
    onSuccess: (answer) => {
      setJobId(answer.jobId);
      setProgressOpen(true);
    },
  });

  const exportRows = (scope: ExportScope, dateRange?: { startDate: string; endDate: string }) =>
    start.mutate({
      model,
      scope,
      format,
      query: { ...query, model, timezone: query.timezone ?? browserTimeZone() },
      ...(scope === 'SELECTED_ITEMS' ? { ids: [...selectedIds] } : {}),
      ...(dateRange ? { dateRange } : {}),
    });

  const isScopeDisabled = (scope: ExportScope) =>
    (scope === 'SELECTED_ITEMS' && selectedIds.length === 0) ||
    (scope === 'CURRENT_PAGE' && currentPageIds.length === 0);

  return (
    <>
      {isRunning ? (
        // One export at a time: while it runs the button shows how far it is and reopens it.
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} />}
          onClick={() => setProgressOpen(true)}
          data-testid="export-menu-button"
        >
          {t('exports.running', { percent: jobPercent(job) })}
        </Button>
      ) : (
        <Menu shadow="md" width={260} position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconFileExport size={16} />}
              loading={start.isPending}
              data-testid="export-menu-button"
            >
              {t('exports.button')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown data-testid="export-menu">
            <Menu.Label>{t('exports.format')}</Menu.Label>
            {EXPORT_FORMATS.map((option) => (
              <Menu.Item
                key={option}
                closeMenuOnClick={false}
                onClick={() => setFormat(option)}
                leftSection={option === format ? <IconCheck size={14} /> : <span />}
                aria-checked={option === format}
                role="menuitemradio"
                data-testid={`export-format-${option}`}
              >
                {t(`exports.formats.${option}`)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Label>{t('exports.rows')}</Menu.Label>
            {EXPORT_SCOPES.map((scope) => (
              <Menu.Item
                key={scope}
                disabled={isScopeDisabled(scope)}
                onClick={() => (scope === 'BY_DATE' ? setAskingDates(true) : exportRows(scope))}
                data-testid={`export-scope-${scope}`}
              >
                {t(`exports.scopes.${scope}`, { count: selectedIds.length })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {isAskingDates && (
        <DateRangeModal
          opened
          onClose={() => setAskingDates(false)}
          onSubmit={(range) => {
            setAskingDates(false);
            exportRows('BY_DATE', range);
          }}
        />
      )}
      {job && (
        <ExportProgress opened={isProgressOpen} onClose={() => setProgressOpen(false)} job={job} />
      )}
    </>
  );
}
