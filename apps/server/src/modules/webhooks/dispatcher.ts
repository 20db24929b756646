import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Job, PgBoss } from 'pg-boss';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import { RelayRunner } from '../../platform/jobs/relay-runner';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from './schedule';
import type { SecretBox } from './secret-box';
import { sendDelivery, WEBHOOK_TIMEOUT_MS, type SendOutcome } from './sender';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from './tables';

export const DELIVERY_QUEUE = 'webhook-delivery';
type DeliveryJob = { deliveryId: string; attempt: number };

/** A claim outlives a send (timeout + slack) and ends before pg-boss expires the job. */
const CLAIM_MS = WEBHOOK_TIMEOUT_MS + 20_000;
const JOB_EXPIRE_SECONDS = 60;
/** How often the relay looks for outbox rows not yet handed to pg-boss. */
const RELAY_MS = 1000;
const RELAY_BATCH = 200;
/** A PENDING delivery this late has lost its job (expired out of retries): the relay requeues it. */
const OVERDUE_MS = 15 * 60_000;

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

  async start(boss: PgBoss, { batchSize = 20 } = {}): Promise<void> {
    // pg-boss's own retries cover a worker that died mid-job (expiry); HTTP failures are ours.
    await boss.createQueue(DELIVERY_QUEUE, {
      retryLimit: 5,
      retryDelay: 5,
      expireInSeconds: JOB_EXPIRE_SECONDS,
    });
    await boss.work<DeliveryJob>(
      DELIVERY_QUEUE,
      { batchSize, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
      async (jobs) => {
        await Promise.all(jobs.map((job) => this.attempt(boss, job)));
      },
    );
    this.boss = boss;
    this.relays.start();
  }

  async stop(): Promise<void> {
    this.boss = null;
    await this.relays.stop();
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
        await boss.insert(
          DELIVERY_QUEUE,
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

  /** One attempt of one delivery, as a pg-boss job. */
  private async attempt(boss: PgBoss, job: Job<DeliveryJob>): Promise<void> {
    const { deliveryId, attempt } = job.data;
    const claimed = await this.claim(deliveryId, attempt);
    if (!claimed) return;
    const outcome: SendOutcome = this.box
      ? await sendDelivery(
          {
            url: claimed.url,
            secret: this.box.open(claimed.secretSealed),
            eventId: claimed.eventId,
            event: claimed.event,
            body: JSON.stringify(claimed.payload),
          },
          { allowPrivateHosts: this.options.allowPrivateHosts },
        )
      : { statusCode: null, error: 'WEBHOOK_SECRET_KEY is not set', durationMs: 0 };
    await this.settle(boss, claimed, attempt, outcome);
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
        await boss.send(
          DELIVERY_QUEUE,
          { deliveryId: claimed.id, attempt: tries },
          { startAfter: next, db: inTransaction(tx) },
        );
      }
    });
  }
}
