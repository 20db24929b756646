import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followDownload } from '../../ui/download';
import { exportsApi } from '../exports/api';
import type { DownloadJobState } from './useDownloadJob';

const isDone = (job: DownloadJobState) =>
  job.status === 'FINISHED' || job.status === 'FINISHED_WITH_ERRORS';

export const percentOf = (job: DownloadJobState): number => {
  if (isDone(job)) return 100;
  return job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
};

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
        {job.status === 'FAIL' ? (
          <Alert color="red" data-testid="mass-job-error">
            {t('slips.mass.failed', { error: job.error ?? '' })}
          </Alert>
        ) : (
          <>
            <Progress
              value={percentOf(job)}
              animated={!isDone(job)}
              aria-label={t('slips.mass.progressTitle')}
              data-testid="mass-progress-bar"
              data-value={percentOf(job)}
            />
            <Text size="sm" data-testid="mass-progress-text">
              {isDone(job) && job.result
                ? t('slips.mass.finished', {
                    files: job.result.count,
                    fileName: job.result.fileName,
                  })
                : job.status === 'PENDING'
                  ? t('slips.mass.pending')
                  : t('slips.mass.processing', { done: job.done, total: job.total })}
            </Text>
          </>
        )}
        {isDone(job) && job.result && (
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
