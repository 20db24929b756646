import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Actor } from '../apps/server/src/modules/auth/service';
import { ContestService } from '../apps/server/src/modules/engagement/contests';
import { EventMailService } from '../apps/server/src/modules/engagement/event-mail';
import { EngagementEventService } from '../apps/server/src/modules/engagement/events';
import { engagementJobs } from '../apps/server/src/modules/engagement/jobs';
import {
  engagementEvents,
  sellerGroupMembers,
  sellerGroups,
} from '../apps/server/src/modules/engagement/tables';
import { PasswordBox } from '../apps/server/src/modules/mail/sealed';
import { SystemMailer } from '../apps/server/src/modules/mail/system-mailer';
import { sentMails } from '../apps/server/src/modules/mail/tables';
import type { Db } from '../apps/server/src/platform/db';
import { ProgressJobs } from '../apps/server/src/platform/jobs';
import { createBoss } from '../apps/server/src/platform/jobs/boss';
import { startedBoss } from '../apps/server/src/platform/jobs/boss-runtime';
import { registerJobs } from '../apps/server/src/platform/jobs/register';
import { MemoryMailer } from '../apps/server/src/platform/mail';
import type { Figures } from './lib/server';
import type { BenchDatabase } from './lists/database';

const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

/**
 * One array parameter in PostgreSQL's literal form: drizzle's sql template spreads a JS array into
 * a row of parameters, which `unnest(...::text[])` cannot cast (uuids and numbers need no quotes).
 */
export const pgArray = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Sellers in the mailed group: 10,000 by default (issue 35's figure). */
export const MAIL_SELLERS = Number(process.env.BENCH_ENGAGEMENT_MAIL_SELLERS ?? 10_000);

/** The sellers of a group, inserted 1,000 at a time as the app's own bulk writes are. */
async function seedGroup(db: Db, sellers: number): Promise<string> {
  const [group] = await db
    .insert(sellerGroups)
    .values({ name: 'Bench mail', key: `BENCH_${randomUUID().slice(0, 8).toUpperCase()}` })
    .returning({ id: sellerGroups.id });
  const ids = Array.from({ length: sellers }, () => randomUUID());
  for (let start = 0; start < ids.length; start += 1_000) {
    const part = ids.slice(start, start + 1_000);
    await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, type, is_verified, status)
      select id::uuid, 'mail-' || id || '@bench.test', 'x', 'Bench', 'Merchant ' || n, 'SELLER', true, 'ONLINE'
      from unnest(${pgArray(part)}::text[]) with ordinality as t(id, n)`);
    await db
      .insert(sellerGroupMembers)
      .values(part.map((userId) => ({ groupId: group!.id, userId })));
  }
  return group!.id;
}

/**
 * An event's mail to MAIL_SELLERS sellers (a group), through the app's own pieces: the event
 * service activates it (which queues the `event-mail` job in the activating transaction), then
 * the job runs to the end through ProgressJobs, each mail recorded in `sent_mails` by the app's
 * SystemMailer (delivered to memory: the figure is ours, not an SMTP server's). Measured: the
 * activation until the job is queued, the run, and the progress reports the owner was sent live.
 */
export async function benchEventMail(bench: BenchDatabase): Promise<Figures> {
  const { db } = bench.database;
  // The activating admin owns the mail job (a row of users).
  const adminId = randomUUID();
  await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, type, is_verified, status)
    values (${adminId}::uuid, ${`admin-${adminId}@bench.test`}, 'x', 'Bench', 'Admin', 'ADMIN', true, 'ONLINE')`);
  const groupId = await seedGroup(db, MAIL_SELLERS);
  const progress: { done: number; total: number }[] = [];
  const live = {
    emitToUser: (_type: string, _id: string, event: string, payload: unknown) => {
      if (event !== 'job_progress') return;
      const { done, total } = payload as { done: number; total: number };
      progress.push({ done, total });
    },
  };
  const pgBoss = createBoss(bench.database, { supervise: false, schedule: false });
  await pgBoss.start();
  const boss = startedBoss(pgBoss);
  try {
    const jobs = new ProgressJobs(db, live, silent, boss, { concurrency: 0, pollMs: 1_000 });
    const mailer = new SystemMailer(new MemoryMailer(), db, new PasswordBox(randomBytes(32)));
    const eventMail = new EventMailService(db, jobs, mailer);
    const events = new EngagementEventService(db, eventMail);
    registerJobs({ boss, jobs }, engagementJobs(new ContestService(db), eventMail));
    await boss.ready();
    // The queue is made once per deployment, not at each activation: made before the clock runs.
    await eventMail.ready();
    const day = 86_400_000;
    const [event] = await db
      .insert(engagementEvents)
      .values({
        name: 'Bench mail',
        mode: 'EMAIL',
        status: 'INACTIVATED',
        fromDate: new Date(Date.now() - day),
        toDate: new Date(Date.now() + 7 * day),
        groupIds: [groupId],
        emailSubject: 'Free shipping week',
        emailContent: '<p>Ship free <strong>all week</strong>.</p>',
        emailLayout: 'PIN_TOP',
      })
      .returning({ id: engagementEvents.id });
    const admin: Actor = {
      id: adminId,
      type: 'ADMIN',
      status: 'ONLINE',
      isVerified: true,
      permissions: ['EVENT_DETAIL_UPDATE'],
      sessionId: null,
    };
    const activating = performance.now();
    const activated = await events.setStatus(admin, event!.id, 'ACTIVATED');
    const queuedMs = performance.now() - activating;
    if (!activated.mailJobId) throw new Error('The activation queued no mail');
    const running = performance.now();
    await jobs.runUntilIdle();
    const runMs = performance.now() - running;
    const job = await jobs.find(activated.mailJobId);
    if (job?.status !== 'FINISHED') throw new Error(`The mail job ended ${job?.status}`);
    const [mailed] = await db
      .select({ n: count() })
      .from(sentMails)
      .where(eq(sentMails.refId, event!.id));
    if (Number(mailed?.n) !== MAIL_SELLERS) {
      throw new Error(`${mailed?.n} of ${MAIL_SELLERS} mails were recorded`);
    }
    const last = progress.at(-1);
    return {
      [`engagement: event mail to ${MAIL_SELLERS} sellers, activation to queued`]: `${queuedMs.toFixed(1)} ms`,
      [`engagement: event mail to ${MAIL_SELLERS} sellers, job run to the end`]: `${(runMs / 1000).toFixed(2)} s (${((MAIL_SELLERS * 1000) / runMs).toFixed(0)} mails/s)`,
      'engagement: event mail progress reports sent live': `${progress.length}, last ${last?.done ?? 0}/${last?.total ?? 0}`,
    };
  } finally {
    await pgBoss.stop({ graceful: true });
  }
}
