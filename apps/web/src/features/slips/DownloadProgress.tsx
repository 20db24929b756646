import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followDownload } from '../../ui/download';
import { isJobDone, JobProgress } from '../../ui/JobProgress';
import { exportsApi } from '../exports/api';
import type { DownloadJobState } from './useDownloadJob';

/**
 * How far a mass download is, then its file. The link in the job's result is short-lived, so a
 * new one is asked for at the click.
 */
export function DownloadProgress({ job }: { job: DownloadJobState }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (result: NonNullable<DownloadJobState['result']>) => {
      const { url } = await exportsApi.link(result.fileId);
      followDownload(url, result.fileName);
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" data-testid="mass-progress" data-status={job.status}>
        <Title order={5}>{t('slips.mass.progressTitle')}</Title>
        <JobProgress
          job={job}
          label={t('slips.mass.progressTitle')}
          words={{
            failed: (error) => t('slips.mass.failed', { error }),
            finished: (result) =>
              t('slips.mass.finished', { files: result.count, fileName: result.fileName }),
            pending: t('slips.mass.pending'),
            processing: (done, total) => t('slips.mass.processing', { done, total }),
          }}
          testIds={{
            error: 'mass-job-error',
            bar: 'mass-progress-bar',
            text: 'mass-progress-text',
          }}
        />
        {isJobDone(job) && job.result && (
          <Group>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={() => job.result && download.mutate(job.result)}
              data-testid="mass-download-file"
            >
              {t('slips.mass.downloadFile')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
