import { and, inArray, lt, ne, sql, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { storeWebhookInbox, type StoreInboxRow } from './tables';

/*
 * The webhook intake's inbox (store_webhook_inbox): a verified webhook is one row, written in the
 * request's one statement (inbox-writer.ts, with the webhooks arriving beside it); the relay hands PENDING rows to pg-boss, the ingest takes and ends them.
 */

/** How long ended rows are kept: past every platform's retries (Shopify: 8 tries over 4 hours). */
const INBOX_KEPT_MS = 2 * 86_400_000;

/** The longest reason kept on a row. */
const ERROR_LENGTH = 1000;

/** The rows of a batch not ended yet, each counted as one more attempt (a retry skips ended ones). */
export function takeEntries(db: Db, ids: readonly string[]): Promise<StoreInboxRow[]> {
  return db
    .update(storeWebhookInbox)
    .set({ attempts: sql`${storeWebhookInbox.attempts} + 1` })
    .where(
      and(
        inArray(storeWebhookInbox.id, [...ids]),
        ne(storeWebhookInbox.status, 'FINISHED'),
        ne(storeWebhookInbox.status, 'FAIL'),
      ),
    )
    .returning();
}

/** Rows ended in the ingest's transaction, each with what it made. */
export async function finishEntries(
  tx: DbTx,
  ends: readonly { id: string; keptOrders: number; madeDrafts: number }[],
): Promise<void> {
  if (ends.length === 0) return;
  const values = ends.map(
    (end) => sql`(${end.id}::uuid, ${end.keptOrders}::int, ${end.madeDrafts}::int)`,
  );
  await tx.execute(sql`
    update ${storeWebhookInbox} set status = 'FINISHED', error = null, processed_at = now(),
      kept_orders = ended.kept, made_drafts = ended.made
    from (values ${sql.join(values, sql`, `)}) as ended(id, kept, made)
    where ${storeWebhookInbox.id} = ended.id`);
}

/** Rows that can never be ingested (their store is gone, the shop has no such order). */
export async function failEntries(db: Db, ids: readonly string[], message: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(storeWebhookInbox)
    .set({ status: 'FAIL', error: message, processedAt: new Date() })
    .where(inArray(storeWebhookInbox.id, [...ids]));
}

/** Why a run threw, kept on its rows (pg-boss retries them). */
export async function noteError(db: Db, ids: readonly string[], error: unknown): Promise<void> {
  if (ids.length === 0) return;
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(storeWebhookInbox)
    .set({ error: message.slice(0, ERROR_LENGTH) })
    .where(and(inArray(storeWebhookInbox.id, [...ids]), ne(storeWebhookInbox.status, 'FINISHED')));
}

/** A store's ended rows older than the platforms' retries. */
export async function pruneInbox(db: Db, storeId: string, now = Date.now()): Promise<void> {
  await db
    .delete(storeWebhookInbox)
    .where(
      and(
        eq(storeWebhookInbox.storeId, storeId),
        lt(storeWebhookInbox.receivedAt, new Date(now - INBOX_KEPT_MS)),
        inArray(storeWebhookInbox.status, ['FINISHED', 'FAIL']),
      ),
    );
}
