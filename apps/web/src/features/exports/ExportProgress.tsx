import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followDownload } from '../../ui/download';
import { exportsApi } from './api';
import type { ExportJobState } from './useExportJob';

export const percentOf = (job: ExportJobState): number => {
  if (job.status === 'FINISHED' || job.status === 'FINISHED_WITH_ERRORS') return 100;
  return job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
};

type ExportProgressProps = { opened: boolean; onClose: () => void; job: ExportJobState };

/** How far the export is, then its download (or why it failed). Closing does not stop it. */
export function ExportProgress({ opened, onClose, job }: ExportProgressProps) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (result: NonNullable<ExportJobState['result']>) => {
      const { url } = await exportsApi.link(result.fileId);
      followDownload(url, result.fileName);
    },
  });
  const isDone = job.status === 'FINISHED' || job.status === 'FINISHED_WITH_ERRORS';
  return (
    <Modal opened={opened} onClose={onClose} title={t('exports.progress.title')} centered>
      <Stack gap="md" data-testid="export-progress" data-status={job.status}>
        {job.status === 'FAIL' ? (
          <Alert color="red" data-testid="export-error">
            {t('exports.progress.failed', { error: job.error ?? '' })}
          </Alert>
        ) : (
          <>
            <Progress
              value={percentOf(job)}
              animated={!isDone}
              aria-label={t('exports.progress.title')}
              data-testid="export-progress-bar"
              data-value={percentOf(job)}
            />
            <Text size="sm" data-testid="export-progress-text">
              {isDone && job.result
                ? t('exports.progress.finished', {
                    count: job.result.rows,
                    fileName: job.result.fileName,
                  })
                : job.status === 'PENDING'
                  ? t('exports.progress.pending')
                  : t('exports.progress.processing', { done: job.done, total: job.total })}
            </Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('exports.progress.close')}
          </Button>
          {isDone && job.result && (
            <Button
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => job.result && download.mutate(job.result)}
              data-testid="export-download"
            >
              {t('exports.progress.download')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
