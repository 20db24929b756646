import { Button, Card, List, Stack, Text } from '@mantine/core';
import { backupEndpoints } from '@platfox/domain';
import { IconArchive } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { ExportProgress } from '../exports/ExportProgress';
import { useExportJob } from '../exports/useExportJob';

const PARTS = ['orders', 'orderItems', 'products', 'transactions'] as const;

/**
 * /s/downloadbk: the seller's whole account as one zip of CSV files, built by a job; the
 * progress dialog follows it live and offers the file when it is ready.
 */
export default function BackupPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [jobId, setJobId] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const job = useExportJob(jobId);
  const start = useMutation({
    mutationFn: () => call(backupEndpoints.postBackup, {}).then((answer) => answer.data),
    onSuccess: ({ jobId: started }) => {
      setJobId(started);
      setOpen(true);
    },
  });
  const isRunning = job !== null && (job.status === 'PENDING' || job.status === 'PROCESSING');
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder maw={640} data-testid="backup">
        <Stack gap="md">
          <Text>{t('siteContent.backup.intro')}</Text>
          <List size="sm" spacing={4}>
            {PARTS.map((part) => (
              <List.Item key={part}>{t(`siteContent.backup.parts.${part}`)}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            {t('siteContent.backup.privacy')}
          </Text>
          <ApiErrorAlert error={start.error} testId="backup-error" />
          <Button
            leftSection={<IconArchive size={16} />}
            loading={start.isPending || isRunning}
            onClick={() => (job && isRunning ? setOpen(true) : start.mutate())}
            style={{ alignSelf: 'flex-start' }}
            data-testid="backup-start"
          >
            {t('siteContent.backup.start')}
          </Button>
        </Stack>
      </Card>
      {job && <ExportProgress opened={isOpen} onClose={() => setOpen(false)} job={job} />}
    </>
  );
}
