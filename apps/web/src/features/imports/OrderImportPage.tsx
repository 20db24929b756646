import { Alert, Button, Card, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { isFinalImportStatus, type ImportQueue } from '@platfox/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routes/hooks';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { importsApi } from './api';
import { ImportReportModal, ImportReportView } from './ImportReport';
import { importQueueColumns, importQueueConfig } from './listConfig';
import { useImportProgress } from './useImportProgress';

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * /s/order/import: the latest template, the upload of a filled one (its progress, then the
 * import's), and the seller's import queue with each import's report. Imported orders are drafts.
 */
export default function OrderImportPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [started, setStarted] = useState<ImportQueue | null>(null);
  const [reportId, setReportId] = useState<string | null>(null);
  const progress = useImportProgress(started);
  // The chosen file is forgotten after each upload, so the same file can be sent again.
  const resetFile = useRef<() => void>(null);

  const template = useMutation({ mutationFn: importsApi.downloadTemplate });
  const upload = useMutation({
    mutationFn: (file: File) => importsApi.upload(file, setUploadPercent),
    onMutate: () => {
      setStarted(null);
      setUploadPercent(0);
    },
    onSuccess: (entry) => setStarted(entry),
    onSettled: () => {
      setUploadPercent(null);
      resetFile.current?.();
    },
  });

  const config = useMemo(
    () => importQueueConfig('seller-import-queue', (row) => setReportId(row.id), t),
    [t],
  );
  const columns = useMemo(() => importQueueColumns(t, { isAdmin: false }), [t]);
  const entry = progress?.entry ?? null;
  const isRunning = entry !== null && !isFinalImportStatus(entry.status);
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <>
      <PageHeader title={title} />
      <Card withBorder mb="lg">
        <Stack gap="sm">
          <Text size="sm">{t('imports.page.intro')}</Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={template.isPending}
              onClick={() => template.mutate()}
              data-testid="import-template"
            >
              {t('imports.page.template')}
            </Button>
            <FileButton
              onChange={(file) => file && upload.mutate(file)}
              accept={ACCEPT}
              resetRef={resetFile}
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                  disabled={isRunning}
                  data-testid="import-upload"
                >
                  {t('imports.page.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
          {template.isError && <Alert color="red">{template.error.message}</Alert>}
          {upload.isError && (
            <Alert color="red" data-testid="import-upload-error">
              {upload.error.message}
            </Alert>
          )}
          {uploadPercent !== null && (
            <Stack gap={4}>
              <Text size="sm">{t('imports.page.uploading', { percent: uploadPercent })}</Text>
              <Progress value={uploadPercent} data-testid="import-upload-progress" />
            </Stack>
          )}
          {entry && (
            <Stack gap={4} data-testid="import-current" data-status={entry.status}>
              <Text size="sm" fw={500}>
                {entry.fileName}
              </Text>
              {isRunning ? (
                <>
                  <Text size="sm">
                    {entry.status === 'PENDING'
                      ? t('imports.page.pending')
                      : t('imports.page.processing', {
                          done: progress?.done ?? 0,
                          total: progress?.total ?? 0,
                        })}
                  </Text>
                  <Progress value={percent} animated data-testid="import-progress" />
                </>
              ) : (
                <ImportReportView entry={entry} />
              )}
            </Stack>
          )}
        </Stack>
      </Card>
      <DataList config={config} columns={columns} />
      <ImportReportModal id={reportId} onClose={() => setReportId(null)} />
    </>
  );
}
