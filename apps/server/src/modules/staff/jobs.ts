import { z } from 'zod';
import { bossWorker, declareJob, type JobWorker } from '../../platform/jobs/declare';
import type { Live } from '../../platform/live';
import type { Mailer } from '../../platform/mail';
import type { Db } from '../../platform/db';
import { remindOverdueStaff } from './reminders';

/** HR_STAFF_REMINDER (issue 33): staff still checked in past their shift's end. */
export const staffReminderJob = declareJob({
  name: 'staff-shift-reminder',
  payload: z.object({}).nullish(),
  // The next run looks again in five minutes; a failed one is not worth repeating sooner.
  retry: { limit: 0, delaySeconds: 0 },
  runs: 'cron',
});

/** Every five minutes: a reminder is at most five minutes late, and the look is one indexed query. */
export const STAFF_REMINDER_CRON = '*/5 * * * *';

export function staffJobs(db: Db, live: Live, mailer: Mailer): JobWorker[] {
  return [
    bossWorker(staffReminderJob, {
      cron: STAFF_REMINDER_CRON,
      work: async () => {
        await remindOverdueStaff(db, live, mailer);
      },
    }),
  ];
}
