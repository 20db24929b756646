import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { inTransaction } from '../../platform/jobs/boss';
import { insertJobs } from '../../platform/jobs/declare';
import { RelayRunner } from '../../platform/jobs/relay-runner';
import { importQueues } from '../imports/index';
import { storeOrderImportJob, type StoreJobs } from './jobs';

/** How many queued webhook orders one relay transaction hands to pg-boss. */
const RELAY_BATCH = 200;
/** How often the relay looks for rows a crash left behind (a kick follows every webhook). */
const SWEEP_MS = 10_000;

/**
 * The webhook intake's outbox relay. A webhook's request writes one import queue row (PENDING, no
 * file) and nothing else, so the platform's acknowledgement costs one statement; this hands the
 * rows to pg-boss's import queue in batches, each batch marked PROCESSING in the transaction that
 * queues its jobs (a row is never queued twice, nor lost: one left PENDING by a crash is found by
 * the next kick or sweep). Kicked after each webhook; one relay runs at a time per process, and
 * processes share the rows through SKIP LOCKED.
 */
export class ImportRelay {
  private readonly runner: RelayRunner;

  constructor(
    private readonly db: Db,
    private readonly jobs: () => StoreJobs,
    log: FastifyBaseLogger,
  ) {
    this.runner = new RelayRunner(
      () => this.drain(),
      (error) => log.error({ err: error }, 'stores: import relay failed'),
      SWEEP_MS,
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
          .select({ id: importQueues.id })
          .from(importQueues)
          .where(and(eq(importQueues.status, 'PENDING'), isNull(importQueues.fileId)))
          .orderBy(asc(importQueues.createdAt))
          .limit(RELAY_BATCH)
          .for('update', { skipLocked: true });
        const rows = await tx
          .update(importQueues)
          .set({ status: 'PROCESSING', startedAt: new Date() })
          .where(inArray(importQueues.id, pending))
          .returning({ id: importQueues.id });
        if (rows.length > 0) {
          await insertJobs(
            boss,
            storeOrderImportJob,
            rows.map((row) => ({ data: { importQueueId: row.id } })),
            { db: inTransaction(tx) },
          );
        }
        return rows.length;
      });
      if (relayed < RELAY_BATCH) return;
    }
  }
}
