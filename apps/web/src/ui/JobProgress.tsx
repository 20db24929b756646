import { Alert, Progress, Text } from '@mantine/core';
import type { JobState } from '../platform/jobs/useJob';

type JobView = Pick<JobState<unknown>, 'status' | 'done' | 'total' | 'error'>;

export const isJobDone = (job: Pick<JobView, 'status'>): boolean =>
  job.status === 'FINISHED' || job.status === 'FINISHED_WITH_ERRORS';

/** How far a background job is, in percent: a finished job is whole whatever its counts say. */
export const jobPercent = (job: JobView): number => {
  if (isJobDone(job)) return 100;
  return job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
};

type JobProgressProps<Result> = {
  job: JobView & { result: Result | null };
  /** The bar's accessible name (the panel's title). */
  label: string;
  words: {
    failed: (error: string) => string;
    finished: (result: Result) => string;
    pending: string;
    processing: (done: number, total: number) => string;
  };
  testIds: { error: string; text: string; bar?: string };
};

/**
 * A background job's bar and line (an export, a mass download, an event's e-mail): how far it is
 * while it runs, what it made when it ends, or why it failed instead of both.
 */
export function JobProgress<Result>({ job, label, words, testIds }: JobProgressProps<Result>) {
  if (job.status === 'FAIL') {
    return (
      <Alert color="red" data-testid={testIds.error}>
        {words.failed(job.error ?? '')}
      </Alert>
    );
  }
  const isDone = isJobDone(job);
  return (
    <>
      <Progress
        value={jobPercent(job)}
        animated={!isDone}
        aria-label={label}
        data-testid={testIds.bar}
        data-value={testIds.bar && jobPercent(job)}
      />
      <Text size="sm" data-testid={testIds.text}>
        {isDone && job.result
          ? words.finished(job.result)
          : job.status === 'PENDING'
            ? words.pending
            : words.processing(job.done, job.total)}
      </Text>
    </>
  );
}
