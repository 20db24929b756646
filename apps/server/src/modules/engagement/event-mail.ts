import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db, DbTx } from '../../platform/db';
import type { JobContext, JobOutcome, ProgressJobs } from '../../platform/jobs/index';
import type { Mailer } from '../../platform/mail';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { mailReadModel } from '../mail/index';
import { sellerIdsInNetworks } from '../networks/index';
import { eventMailJob } from './jobs';
import { engagementEvents, sellerGroupMembers, type EngagementEventRow } from './tables';
const { users } = accountsReadModel;
const { sentMails } = mailReadModel;

/** Who an event mail goes to: merchants who may still sign in. */
const REACHABLE = notInArray(users.status, ['BLOCKED', 'DELETED']);

/** The e-mail addresses of the event's audience: all merchants, or those named, in its networks or groups. */
async function audienceOf(
  db: Db,
  event: EngagementEventRow,
): Promise<{ email: string; name: string }[]> {
  const sellers = and(eq(users.type, 'SELLER'), REACHABLE);
  let chosen: SQL | undefined;
  if (!event.isAppliedToAllMember) {
    const inGroups =
      event.groupIds.length === 0
        ? []
        : await db
            .select({ id: sellerGroupMembers.userId })
            .from(sellerGroupMembers)
            .where(inArray(sellerGroupMembers.groupId, event.groupIds));
    const ids = new Set([
      ...event.userIds,
      ...inGroups.map((row) => row.id),
      ...(await sellerIdsInNetworks(db, event.networkIds)),
    ]);
    if (ids.size === 0) return [];
    chosen = inArray(users.id, [...ids]);
  }
  return db
    .select({ email: users.email, name: users.firstName })
    .from(users)
    .where(chosen ? and(sellers, chosen) : sellers)
    .orderBy(users.email);
}

/** The plain-text part of the event's (already sanitised) HTML content. */
const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * An event's e-mail to its audience (issue 35): queued when the event is first activated, sent by
 * the `event-mail` job one merchant at a time with progress. Each delivery is recorded in the sent
 * mails with the event as its reference, so a run retried after its worker died skips the
 * merchants already mailed and nobody gets it twice.
 */
export class EventMailService {
  constructor(
    private readonly db: Db,
    private readonly jobs: ProgressJobs,
    private readonly mailer: Mailer,
  ) {}

  /** Whether activating this event sends a mail: it has content and none was queued yet. */
  static sendsMail(event: Pick<EngagementEventRow, 'emailContent' | 'mailJobId'>): boolean {
    return Boolean(event.emailContent) && !event.mailJobId;
  }

  /** Queues the mail in the activating transaction: no activation without it, nor it without one. */
  async queue(tx: DbTx, eventId: string, admin: Actor): Promise<string> {
    const job = await this.jobs.send(
      eventMailJob,
      { eventId },
      { owner: { id: admin.id, type: admin.type }, readPermission: 'EVENT_DETAIL_ACCESS' },
      tx,
    );
    await tx
      .update(engagementEvents)
      .set({ mailJobId: job.id })
      .where(eq(engagementEvents.id, eventId));
    return job.id;
  }

  /** Prepares the job runtime, outside the transaction that will queue (ProgressJobs.send). */
  ready(): Promise<unknown> {
    return this.jobs.ready(eventMailJob);
  }

  async run(eventId: string, context: JobContext): Promise<JobOutcome> {
    const [event] = await this.db
      .select()
      .from(engagementEvents)
      .where(eq(engagementEvents.id, eventId));
    if (!event?.emailContent || !event.emailSubject) return { result: { recipients: 0, sent: 0 } };
    const audience = await audienceOf(this.db, event);
    const done = await this.db
      .select({ to: sentMails.to })
      .from(sentMails)
      .where(and(eq(sentMails.refId, eventId), eq(sentMails.status, 'SENT')));
    const mailed = new Set(done.map((row) => row.to.toLowerCase()));
    const text = plainText(event.emailContent);
    let sent = mailed.size;
    let failed = 0;
    context.reportProgress(sent, audience.length);
    for (const { email } of audience) {
      if (mailed.has(email.toLowerCase())) continue;
      // Stopping: the job goes back to the queue, and the next run starts after these.
      if (context.signal.aborted) throw new Error('Stopped: the mail goes on in the next run');
      try {
        await this.mailer.send({
          to: email,
          subject: event.emailSubject,
          html: event.emailContent,
          text,
          kind: 'EVENT',
          refId: eventId,
        });
        sent += 1;
      } catch {
        failed += 1; // recorded FAILED in the sent mails, with the server's reason
      }
      context.reportProgress(sent + failed, audience.length);
    }
    return { result: { recipients: audience.length, sent, failed }, hasErrors: failed > 0 };
  }
}
