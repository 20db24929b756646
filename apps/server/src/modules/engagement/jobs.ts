import { z } from 'zod';
import {
  bossWorker,
  declareJob,
  progressWorker,
  type JobWorker,
} from '../../platform/jobs/declare';
import type { ContestService } from './contests';
import type { EventMailService } from './event-mail';

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

/** An event's e-mail to its audience, with progress (queued at the event's first activation). */
export const eventMailJob = declareJob({
  name: 'event-mail',
  payload: z.object({ eventId: z.string().uuid() }),
  // Retried only when its worker died; the run skips the merchants already mailed.
  retry: { limit: 3, delaySeconds: 0 },
  runs: 'queued',
  reportsProgress: true,
});

export function engagementJobs(contests: ContestService, eventMail: EventMailService): JobWorker[] {
  return [
    progressWorker(eventMailJob, (payload, context) => eventMail.run(payload.eventId, context)),
    bossWorker(contestWinnersJob, {
      cron: CONTEST_WINNERS_CRON,
      work: async () => {
        await contests.finaliseEnded();
      },
    }),
  ];
}
