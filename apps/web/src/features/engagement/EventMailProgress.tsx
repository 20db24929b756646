import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useJob } from '../../platform/jobs/useJob';

/** What the event-mail job answers when it ends. */
const eventMailResultSchema = z.object({
  recipients: z.number(),
  sent: z.number(),
  failed: z.number().default(0),
});

/** How far the event's e-mail to its audience has gone (live, with a poll as a fallback). */
export function EventMailProgress({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const job = useJob(jobId, eventMailResultSchema);
  if (!job) return null;
  if (job.status === 'FAIL') {
    return (
      <Alert color="red" data-testid="event-mail-error">
        {t('engagement.mail.failed', { error: job.error ?? '' })}
      </Alert>
    );
  }
  const isDone = job.status === 'FINISHED' || job.status === 'FINISHED_WITH_ERRORS';
  const percent = isDone ? 100 : job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <Stack gap={4} data-testid="event-mail" data-status={job.status}>
      <Progress value={percent} animated={!isDone} aria-label={t('engagement.mail.title')} />
      <Text size="sm" data-testid="event-mail-text">
        {isDone && job.result
          ? t('engagement.mail.finished', {
              sent: job.result.sent,
              recipients: job.result.recipients,
              failed: job.result.failed,
            })
          : job.status === 'PENDING'
            ? t('engagement.mail.pending')
            : t('engagement.mail.sending', { done: job.done, total: job.total })}
      </Text>
    </Stack>
  );
}
