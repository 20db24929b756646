import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { storeWebhookInbox, type StoreWebhookPayload } from './tables';

type Arrival = {
  row: { id: string; storeId: string; eventId: string | null; payload: StoreWebhookPayload };
  resolve: (isReceived: boolean) => void;
  reject: (error: unknown) => void;
};

/**
 * Writes verified webhooks to the inbox, the acknowledgement's one statement (issue 37 item 5):
 * webhooks that arrive while a write is under way are written together by the next, one
 * multi-row INSERT, so each is stored (committed) before its 200 and a burst costs a statement
 * per batch rather than per webhook. On the embedded database, where statements run one at a
 * time, a burst of 20 at once queued 20 inserts of 2-40 ms each (p50 105 ms of waiting); one
 * write at a time with the others gathering behind it waits for one. A delivery taken before
 * (the same store and event id, in the table or earlier in the batch) writes nothing and answers
 * false. A batch that fails is written again one row at a time, so one bad row fails alone.
 */
export class InboxWriter {
  private gathered: Arrival[] = [];
  private isWriting = false;

  constructor(private readonly db: Db) {}

  /** Whether the webhook was queued (false for a repeat), once its row is committed. */
  receive(
    storeId: string,
    eventId: string | undefined,
    payload: StoreWebhookPayload,
  ): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const row = { id: randomUUID(), storeId, eventId: eventId ?? null, payload };
      this.gathered.push({ row, resolve, reject });
      void this.write();
    });
  }

  private async write(): Promise<void> {
    if (this.isWriting || this.gathered.length === 0) return;
    this.isWriting = true;
    const batch = this.gathered;
    this.gathered = [];
    try {
      await this.insert(batch).catch(async () => {
        for (const arrival of batch) await this.insert([arrival]).catch(arrival.reject);
      });
    } finally {
      this.isWriting = false;
      void this.write();
    }
  }

  private async insert(batch: Arrival[]): Promise<void> {
    const written = await this.db
      .insert(storeWebhookInbox)
      .values(batch.map((arrival) => arrival.row))
      .onConflictDoNothing({ target: [storeWebhookInbox.storeId, storeWebhookInbox.eventId] })
      .returning({ id: storeWebhookInbox.id });
    const ids = new Set(written.map((row) => row.id));
    for (const arrival of batch) arrival.resolve(ids.has(arrival.row.id));
  }
}
