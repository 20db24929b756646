import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followDownload } from '../../ui/download';
import { isJobDone, JobProgress } from '../../ui/JobProgress';
import { exportsApi } from './api';
import type { ExportJobState } from './useExportJob';

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
  const isDone = isJobDone(job);
  return (
    <Modal opened={opened} onClose={onClose} title={t('exports.progress.title')} centered>
      <Stack gap="md" data-testid="export-progress" data-status={job.status}>
        <JobProgress
          job={job}
          label={t('exports.progress.title')}
          words={{
            failed: (error) => t('exports.progress.failed', { error }),
            finished: (result) =>
              t('exports.progress.finished', { count: result.rows, fileName: result.fileName }),
            pending: t('exports.progress.pending'),
            processing: (done, total) => t('exports.progress.processing', { done, total }),
          }}
          testIds={{
            error: 'export-error',
            bar: 'export-progress-bar',
            text: 'export-progress-text',
          }}
        />
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
