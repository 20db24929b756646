import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import { insertJobs } from '../../platform/jobs/declare';
import { RelayRunner } from '../../platform/jobs/relay-runner';
import { storeOrderImportJob, type StoreJobs } from './jobs';
import { storeWebhookInbox } from './tables';

/** How many received webhooks one relay transaction hands to pg-boss. */
const RELAY_BATCH = 200;
/** How often the relay looks for rows a crash left behind (a kick follows every webhook). */
const SWEEP_MS = 10_000;
/**
 * The least time between two relay transactions: in a burst each one held the embedded
 * database's connection 40-300 ms (its statements' round trips included), 83 of them in 10 s,
 * and a webhook's acknowledgement arriving meanwhile waited for it.
 */
const RELAY_GAP_MS = 250;

/**
 * The webhook inbox's relay. A webhook's request writes one inbox row (PENDING) and nothing else,
 * so the platform's acknowledgement costs one statement; this hands the rows to pg-boss's order
 * import queue in batches, each batch marked PROCESSING in the transaction that
 * queues its jobs (a row is never queued twice, nor lost: one left PENDING by a crash is found by
 * the next kick or sweep). Kicked after each webhook; one relay runs at a time per process, and
 * processes share the rows through SKIP LOCKED.
 */
export class InboxRelay {
  private readonly runner: RelayRunner;

  constructor(
    private readonly db: Db,
    private readonly jobs: () => StoreJobs,
    log: FastifyBaseLogger,
  ) {
    this.runner = new RelayRunner(
      () => this.drain(),
      (error) => log.error({ err: error }, 'stores: inbox relay failed'),
      SWEEP_MS,
      RELAY_GAP_MS,
    );
  }

  /** Starts the sweep (with the store jobs) and relays what an earlier run left. */
  start(): void {
    this.runner.start();
  }

  /** Relays what is queued now (after a webhook's row was written). */
  kick(): void {
    this.runner.kick();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  /** Resolves once what was queued before the call has been handed to pg-boss. */
  settled(): Promise<void> {
    return this.runner.settled();
  }

  private async drain(): Promise<void> {
    const boss = await this.jobs().started();
    for (;;) {
      const relayed = await this.db.transaction(async (tx) => {
        const pending = tx
          .select({ id: storeWebhookInbox.id })
          .from(storeWebhookInbox)
          .where(eq(storeWebhookInbox.status, 'PENDING'))
          .orderBy(asc(storeWebhookInbox.receivedAt))
          .limit(RELAY_BATCH)
          .for('update', { skipLocked: true });
        const rows = await tx
          .update(storeWebhookInbox)
          .set({ status: 'PROCESSING' })
          .where(inArray(storeWebhookInbox.id, pending))
          .returning({ id: storeWebhookInbox.id });
        if (rows.length > 0) {
          await insertJobs(
            boss,
            storeOrderImportJob,
            rows.map((row) => ({ data: { inboxId: row.id } })),
            { db: inTransaction(tx) },
          );
        }
        return rows.length;
      });
      if (relayed < RELAY_BATCH) return;
    }
  }
}
