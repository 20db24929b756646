import { Alert, Button, Card, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { isFinalImportStatus, type ImportQueue } from '@platfox/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportReportView } from './ImportReport';
import { useImportProgress } from './useImportProgress';

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export type ImportUploadCardProps = {
  intro: string;
  downloadTemplate: () => Promise<void>;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<ImportQueue>;
};

/**
 * The top of an import page: the latest template, the upload of a filled one (its progress, then
 * the import's, live), and the finished import's report. Order and tracking-code imports share it.
 */
export function ImportUploadCard({ intro, downloadTemplate, upload }: ImportUploadCardProps) {
  const { t } = useTranslation();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [started, setStarted] = useState<ImportQueue | null>(null);
  const progress = useImportProgress(started);
  // The chosen file is forgotten after each upload, so the same file can be sent again.
  const resetFile = useRef<() => void>(null);

  const template = useMutation({ mutationFn: downloadTemplate });
  const sending = useMutation({
    mutationFn: (file: File) => upload(file, setUploadPercent),
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

  const entry = progress?.entry ?? null;
  const isRunning = entry !== null && !isFinalImportStatus(entry.status);
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Card withBorder mb="lg">
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
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
            onChange={(file) => file && sending.mutate(file)}
            accept={ACCEPT}
            resetRef={resetFile}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} />}
                loading={sending.isPending}
                disabled={isRunning}
                data-testid="import-upload"
              >
                {t('imports.page.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {template.isError && <Alert color="red">{template.error.message}</Alert>}
        {sending.isError && (
          <Alert color="red" data-testid="import-upload-error">
            {sending.error.message}
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
  );
}
