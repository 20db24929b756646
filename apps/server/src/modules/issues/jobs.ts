import { z } from 'zod';
import { bossWorker, declareJob, type JobWorker } from '../../platform/jobs/declare';
import type { IssueService } from './service';

/** Closes the issues that waited for the seller longer than ISSUE_AUTO_CLOSE_DAYS (issue 19). */
export const issueAutoCloseJob = declareJob({
  name: 'issues-auto-close',
  // A schedule sends no payload.
  payload: z.object({}).nullish(),
  // The next hour's run looks again; a failed one is not worth repeating sooner.
  retry: { limit: 0, delaySeconds: 0 },
  runs: 'cron',
});

export function issueJobs(issues: IssueService, { cron }: { cron: string }): JobWorker[] {
  return [
    bossWorker(issueAutoCloseJob, {
      cron,
      work: async () => {
        await issues.autoClose();
      },
    }),
  ];
}
