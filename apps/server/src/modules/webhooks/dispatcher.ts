import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db, DbTx } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import { insertJobs, sendJob, type JobPayload, type ParsedJob } from '../../platform/jobs/declare';
import { RelayRunner } from '../../platform/jobs/relay-runner';
import { BUSY_DEFER_MS, pauseMs, SendLanes } from './lanes';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from './schedule';
import type { SecretBox } from './secret-box';
import { SEND_STOPPED, sendDelivery, WEBHOOK_TIMEOUT_MS, type SendOutcome } from './sender';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from './tables';

import { webhookDeliveryJob } from './jobs';

type DeliveryJob = JobPayload<typeof webhookDeliveryJob>;
type Job<T> = ParsedJob<T>;

/** A claim outlives a send (timeout + slack): no other job sends the delivery meanwhile. */
const CLAIM_MS = WEBHOOK_TIMEOUT_MS + 20_000;
/** How often the relay looks for outbox rows not yet handed to pg-boss. */
const RELAY_MS = 1000;
const RELAY_BATCH = 200;
/** A PENDING delivery this late has lost its job (expired out of retries): the relay requeues it. */
const OVERDUE_MS = 15 * 60_000;

/** The end of a pause, spread over a second so a paused backlog does not come back at once. */
const afterPause = (pausedUntil: Date) => new Date(pausedUntil.getTime() + Math.random() * 1000);

type Target = { attempts: number; endpointId: string; pausedUntil: Date | null };

export type DispatcherOptions = { allowPrivateHosts: boolean; retryBaseMs: number };

/**
 * Sends the deliveries the outbox records. The relay hands each new delivery to pg-boss (the
 * job queued in the same transaction that marks it queued); a job sends one attempt. Before
 * sending, the worker claims the delivery (PENDING, at the attempt the job names, no live
 * claim), so a duplicate or stale job never sends it again, and a delivered one is never sent
 * twice. After the attempt, one transaction logs it and either ends the delivery or queues the
 * next attempt's job. A crash between the receiver's 2xx and that transaction sends it again once
 * the claim lapses: delivery is at least once, and receivers deduplicate by event id.
 */
export class WebhookDispatcher {
  private boss: PgBoss | null = null;
  /** Sends under way, per endpoint (lanes.ts): a job starts its send and returns. */
  readonly lanes = new SendLanes();
  /** Aborted at stop: sends under way end at once and their deliveries go back to the queue. */
  private stopping = new AbortController();
  private readonly relays = new RelayRunner(
    () => this.relay(),
    (error) => this.log.error({ err: error }, 'webhook relay failed'),
    RELAY_MS,
  );

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox | null,
    private readonly options: DispatcherOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The delivery queue's worker (jobs.ts): one attempt of each job's delivery. */
  async work(jobs: Job<DeliveryJob>[], boss: PgBoss): Promise<void> {
    const targets = await this.targetsOf(jobs);
    await Promise.all(jobs.map((job) => this.attempt(boss, job, targets.get(job.data.deliveryId))));
  }

  /** Once the delivery queue has its workers: sends go out, and the relay starts. */
  start(boss: PgBoss): void {
    this.stopping = new AbortController();
    // Every send under way listens to it: hundreds at once are expected, not a leak.
    setMaxListeners(0, this.stopping.signal);
    this.boss = boss;
    this.relays.start();
  }

  async stop(): Promise<void> {
    this.boss = null;
    await this.relays.stop();
    // Sends under way are cut short and handed back unspent (another process sends them at
    // once) before the database closes; a process killed instead leaves them claimed, and the
    // relay requeues them once overdue.
    this.stopping.abort();
    await this.lanes.drain();
  }

  /** Runs the relay now (after a commit that recorded deliveries), once at a time. */
  kick(): void {
    if (this.boss) this.relays.kick();
  }

  /** Hands unqueued (and overdue) PENDING deliveries to pg-boss, in batches. */
  async relay(): Promise<number> {
    let total = 0;
    for (;;) {
      const boss = this.boss;
      if (!boss) return total;
      const count = await this.db.transaction(async (tx) => {
        const now = new Date();
        const rows = await tx
          .select({
            id: webhookDeliveries.id,
            attempts: webhookDeliveries.attempts,
            nextAttemptAt: webhookDeliveries.nextAttemptAt,
          })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.status, 'PENDING'),
              or(
                isNull(webhookDeliveries.queuedAt),
                and(
                  lt(webhookDeliveries.nextAttemptAt, new Date(now.getTime() - OVERDUE_MS)),
                  or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
                ),
              ),
            ),
          )
          .orderBy(asc(webhookDeliveries.nextAttemptAt))
          .limit(RELAY_BATCH)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return 0;
        await insertJobs(
          boss,
          webhookDeliveryJob,
          rows.map((row) => ({
            data: { deliveryId: row.id, attempt: row.attempts },
            startAfter: row.nextAttemptAt ?? now,
          })),
          { db: inTransaction(tx) },
        );
        await tx
          .update(webhookDeliveries)
          .set({
            queuedAt: now,
            nextAttemptAt: sql`greatest(${webhookDeliveries.nextAttemptAt}, ${now})`,
          })
          .where(
            inArray(
              webhookDeliveries.id,
              rows.map((row) => row.id),
            ),
          );
        return rows.length;
      });
      total += count;
      if (count < RELAY_BATCH) return total;
    }
  }

  /**
   * One attempt of one delivery, as a pg-boss job. The job ends once the send is in its
   * endpoint's lane: a receiver that never answers holds a socket, not a worker (lanes.ts). A
   * paused endpoint's delivery, or one no lane has room for, is put back for later without
   * spending an attempt.
   */
  private async attempt(boss: PgBoss, job: Job<DeliveryJob>, target: Target | undefined) {
    const { deliveryId, attempt } = job.data;
    if (!target || target.attempts !== attempt) return;
    const now = Date.now();
    if (target.pausedUntil && target.pausedUntil.getTime() > now) {
      await this.putBack(boss, deliveryId, attempt, afterPause(target.pausedUntil), false);
      return;
    }
    const isTaken = this.lanes.tryRun(target.endpointId, () =>
      this.claimAndSend(boss, deliveryId, attempt).catch((error: unknown) =>
        // The claim lapses and the relay requeues the delivery; nothing is lost.
        this.log.error({ err: error, deliveryId }, 'webhook delivery could not be settled'),
      ),
    );
    if (!isTaken) {
      const until = new Date(now + BUSY_DEFER_MS * (1 + Math.random()));
      await this.putBack(boss, deliveryId, attempt, until, false);
    }
  }

  /** The endpoint of each job's delivery still PENDING, in one read for the batch. */
  private async targetsOf(jobs: Job<DeliveryJob>[]): Promise<Map<string, Target>> {
    const rows = await this.db
      .select({
        deliveryId: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        endpointId: webhookEndpoints.id,
        pausedUntil: webhookEndpoints.pausedUntil,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          inArray(
            webhookDeliveries.id,
            jobs.map((job) => job.data.deliveryId),
          ),
          eq(webhookDeliveries.status, 'PENDING'),
        ),
      );
    return new Map(rows.map((row) => [row.deliveryId, row]));
  }

  /** Claims the delivery when its turn in the lane comes, then sends it (or puts it back). */
  private async claimAndSend(boss: PgBoss, deliveryId: string, attempt: number): Promise<void> {
    const claimed = await this.claim(deliveryId, attempt);
    if (!claimed) return;
    // Paused while it waited in the lane (its endpoint's earlier sends failed).
    if (claimed.pausedUntil && claimed.pausedUntil.getTime() > Date.now()) {
      await this.putBack(boss, claimed.id, attempt, afterPause(claimed.pausedUntil), true);
      return;
    }
    await this.send(boss, claimed, attempt);
  }

  private async send(
    boss: PgBoss,
    claimed: NonNullable<Awaited<ReturnType<WebhookDispatcher['claim']>>>,
    attempt: number,
  ): Promise<void> {
    const outcome: SendOutcome = this.box
      ? await sendDelivery(
          {
            url: claimed.url,
            secret: this.box.open(claimed.secretSealed),
            eventId: claimed.eventId,
            event: claimed.event,
            body: JSON.stringify(claimed.payload),
          },
          { allowPrivateHosts: this.options.allowPrivateHosts, signal: this.stopping.signal },
        )
      : { statusCode: null, error: 'WEBHOOK_SECRET_KEY is not set', durationMs: 0 };
    if (outcome.error === SEND_STOPPED) {
      await this.putBack(boss, claimed.id, attempt, new Date(), true);
      return;
    }
    await this.settle(boss, claimed, attempt, outcome);
  }

  /**
   * Queues the same attempt again at `until`, unsent: releasing this worker's claim, or (not
   * claimed) only while no other worker holds one.
   */
  private async putBack(
    boss: PgBoss,
    id: string,
    attempt: number,
    until: Date,
    isClaimed: boolean,
  ): Promise<void> {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: until, lockedUntil: null })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'PENDING'),
            eq(webhookDeliveries.attempts, attempt),
            isClaimed
              ? undefined
              : or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      if (!moved) return;
      await sendJob(
        boss,
        webhookDeliveryJob,
        { deliveryId: id, attempt },
        { startAfter: until, db: inTransaction(tx) },
      );
    });
  }

  /** Claims a delivery for one attempt, or null when it is not this job's to send. */
  private async claim(deliveryId: string, attempt: number) {
    const now = new Date();
    const [claimed] = await this.db
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookEndpoints.id, webhookDeliveries.endpointId),
          eq(webhookDeliveries.status, 'PENDING'),
          eq(webhookDeliveries.attempts, attempt),
          or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
        ),
      )
      .returning({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        event: webhookDeliveries.event,
        payload: webhookDeliveries.payload,
        endpointId: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secretSealed: webhookEndpoints.secretSealed,
        pausedUntil: webhookEndpoints.pausedUntil,
      });
    return claimed ?? null;
  }

  /** Logs the attempt and ends the delivery or queues its next attempt, in one transaction. */
  private async settle(
    boss: PgBoss,
    claimed: { id: string; endpointId: string },
    attempt: number,
    outcome: SendOutcome,
  ): Promise<void> {
    const tries = attempt + 1;
    const code = outcome.statusCode;
    const isDelivered = code !== null && code >= 200 && code < 300;
    // 410 Gone: the receiver says this address is gone for good; the endpoint is turned off.
    const isGone = code === 410;
    const isLast = isDelivered || isGone || tries >= WEBHOOK_MAX_ATTEMPTS;
    const now = new Date();
    const next = isLast
      ? null
      : new Date(now.getTime() + retryDelayMs(tries, this.options.retryBaseMs));
    const error = isDelivered ? null : (outcome.error ?? `The receiver answered ${code}`);
    await this.db.transaction(async (tx) => {
      await tx.insert(webhookDeliveryAttempts).values({
        deliveryId: claimed.id,
        attempt: tries,
        statusCode: code,
        durationMs: outcome.durationMs,
        error,
        at: now,
      });
      const [settled] = await tx
        .update(webhookDeliveries)
        .set({
          attempts: tries,
          status: isDelivered ? 'DELIVERED' : isLast ? 'FAILED' : 'PENDING',
          lastStatusCode: code,
          lastError: error,
          deliveredAt: isDelivered ? now : null,
          nextAttemptAt: next,
          lockedUntil: null,
        })
        .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.attempts, attempt)))
        .returning({ id: webhookDeliveries.id });
      if (!settled) return;
      await this.trackHealth(tx, claimed.endpointId, isDelivered, now);
      if (isGone) {
        await tx
          .update(webhookEndpoints)
          .set({
            isActive: false,
            disabledReason: 'The receiver answered 410 Gone',
            updatedAt: now,
          })
          .where(eq(webhookEndpoints.id, claimed.endpointId));
      }
      if (next) {
        await sendJob(
          boss,
          webhookDeliveryJob,
          { deliveryId: claimed.id, attempt: tries },
          { startAfter: next, db: inTransaction(tx) },
        );
      }
    });
  }

  /**
   * The breaker (lanes.ts): a delivered attempt clears the endpoint's failures and pause; a
   * failed one counts, and from the threshold on pauses the endpoint, longer each time.
   */
  private async trackHealth(tx: DbTx, endpointId: string, isDelivered: boolean, now: Date) {
    if (isDelivered) {
      await tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 0, pausedUntil: null })
        .where(
          and(eq(webhookEndpoints.id, endpointId), gt(webhookEndpoints.consecutiveFailures, 0)),
        );
      return;
    }
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ failures: webhookEndpoints.consecutiveFailures });
    const pause = counted ? pauseMs(counted.failures, this.options.retryBaseMs) : null;
    if (pause === null) return;
    await tx
      .update(webhookEndpoints)
      .set({ pausedUntil: new Date(now.getTime() + pause) })
      .where(eq(webhookEndpoints.id, endpointId));
  }
}
