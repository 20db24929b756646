import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useJob } from '../../platform/jobs/useJob';
import { JobProgress } from '../../ui/JobProgress';

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
  const progress = (
    <JobProgress
      job={job}
      label={t('engagement.mail.title')}
      words={{
        failed: (error) => t('engagement.mail.failed', { error }),
        finished: (result) =>
          t('engagement.mail.finished', {
            sent: result.sent,
            recipients: result.recipients,
            failed: result.failed,
          }),
        pending: t('engagement.mail.pending'),
        processing: (done, total) => t('engagement.mail.sending', { done, total }),
      }}
      testIds={{ error: 'event-mail-error', text: 'event-mail-text' }}
    />
  );
  // A failed job is its reason alone; a running or finished one its bar and line.
  if (job.status === 'FAIL') return progress;
  return (
    <Stack gap={4} data-testid="event-mail" data-status={job.status}>
      {progress}
    </Stack>
  );
}
