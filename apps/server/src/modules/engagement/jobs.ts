import { z } from 'zod';
import { bossWorker, declareJob, type JobWorker } from '../../platform/jobs/declare';
import type { ContestService } from './contests';

/** Fixes the winners of the contests that ended (a leaderboard read after the end does too). */
export const contestWinnersJob = declareJob({
  name: 'contest-winners',
  payload: z.object({}).nullish(),
  // The next run looks again; fixing is idempotent.
  retry: { limit: 0, delaySeconds: 0 },
  runs: 'cron',
});

/** Every ten minutes: a contest's winners are fixed within minutes of its end. */
export const CONTEST_WINNERS_CRON = '*/10 * * * *';

export function engagementJobs(contests: ContestService): JobWorker[] {
  return [
    bossWorker(contestWinnersJob, {
      cron: CONTEST_WINNERS_CRON,
      work: async () => {
        await contests.finaliseEnded();
      },
    }),
  ];
}
