import type { ExternalStoreType } from '@platfox/domain';
import type { Db } from '../../platform/db';
import { connectedShop, markDisconnected } from './connected-store';
import { InboxWriter } from './inbox-writer';
import { toOrderData } from './order-data';
import type { StoreWebhookEvent } from './platforms/types';
import { actOnPrivacyRequest } from './privacy';
import { WEBHOOK_SECRET_KEY } from './service';
import type { StoreSyncDeps } from './sync-deps';
import { externalStores, type ExternalStoreRow } from './tables';

/**
 * What the webhook route answers: 401 for a forgery, 404 for a platform we do not speak, 400 for
 * a signed body of the wrong shape (with why).
 */
export type WebhookOutcome = 'accepted' | 'forged' | 'unknown-platform' | { malformed: string };

/** How long a shop's store and webhook secret are remembered by the intake, and how many. */
const KNOWN_STORE_MS = 5_000;
const KNOWN_STORES_MAX = 10_000;

type KnownStore = { row: ExternalStoreRow; secret: string | null };

/**
 * Orders in, the intake (issue 17, split in issue 30): a shop's webhook is verified and written
 * to the inbox (one statement, nothing else on the request's path); inbox-relay.ts hands it to
 * pg-boss and the ingest (store-ingest.ts) turns it into a draft.
 */
export class StoreIntake {
  constructor(
    private readonly deps: Pick<
      StoreSyncDeps,
      'db' | 'platforms' | 'box' | 'jobs' | 'relay' | 'log'
    >,
    /**
     * The database for the acknowledgement's own statements (the store's read, the inbox row):
     * on the embedded database they go ahead of the ingest's and the jobs' queued work
     * (platform/db `ahead`, issue 37 item 5).
     */
    private readonly ahead: Db = deps.db,
  ) {
    this.inbox = new InboxWriter(ahead);
  }

  private readonly known = new Map<string, { store: KnownStore | null; until: number }>();
  private readonly inbox: InboxWriter;

  private async connectedStore(type: ExternalStoreType, domain: string) {
    const [store] = await this.ahead
      .select()
      .from(externalStores)
      .where(connectedShop(type, domain));
    return store;
  }

  /**
   * A connected store with its webhook secret, read once per few seconds per shop: a shop's
   * webhooks come in bursts, and the acknowledgement's budget is one statement (the row it
   * writes). A store disconnected meanwhile is refused by the ingest, which reads it again.
   */
  private async knownStore(
    type: ExternalStoreType,
    domain: string,
    isFresh: boolean,
  ): Promise<KnownStore | null> {
    const key = `${type} ${domain}`;
    const known = this.known.get(key);
    if (!isFresh && known && known.until > Date.now()) return known.store;
    const row = await this.connectedStore(type, domain);
    const store = row?.credentials
      ? { row, secret: this.deps.box.open(row.id, row.credentials)[WEBHOOK_SECRET_KEY] ?? null }
      : null;
    if (this.known.size >= KNOWN_STORES_MAX) this.known.clear();
    this.known.set(key, { store, until: Date.now() + KNOWN_STORE_MS });
    return store;
  }

  /**
   * A webhook's raw body: verified by the platform, then written to the inbox (the relay hands it
   * to pg-boss). Writes nothing unless verified. A signature that fails against a remembered
   * secret is checked once more against the stored one (the store was reconnected).
   */
  async receive(
    type: ExternalStoreType,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<WebhookOutcome> {
    const platform = this.deps.platforms.find(type);
    if (!platform) return 'unknown-platform';
    let store: KnownStore | null = null;
    const verify = (isFresh: boolean) =>
      platform.verifyWebhook(headers, rawBody, async (domain) => {
        store = await this.knownStore(type, domain, isFresh);
        return store?.secret ?? null;
      });
    const verified = (await verify(false)) ?? (await verify(true));
    if (!verified) return 'forged';
    const { event } = verified;
    if (event.kind === 'malformed') return { malformed: event.message };
    if (event.kind === 'privacy') {
      // Any store of the shop, connected or not: shop/redact comes after the uninstall.
      await actOnPrivacyRequest(this.deps.db, type, verified.domain, event);
      return 'accepted';
    }
    const known = store ?? (await this.knownStore(type, verified.domain, false));
    // A shop no seller has connected (any more): acknowledged, so the platform stops retrying.
    if (known) await this.act(known.row, event, verified.deliveryId);
    return 'accepted';
  }

  private async act(
    store: ExternalStoreRow,
    event: StoreWebhookEvent,
    deliveryId?: string,
  ): Promise<void> {
    if (event.kind === 'ignored' || event.kind === 'malformed' || event.kind === 'privacy') return;
    if (event.kind === 'uninstalled') {
      await this.deps.db.transaction((tx) => markDisconnected(tx, store.id));
      this.known.clear();
      await this.deps.jobs().unschedulePull(store.id);
      return;
    }
    // A delivery seen before (the platform retried it, or sent it twice) writes nothing.
    const isReceived = await this.inbox.receive(
      store.id,
      deliveryId,
      event.kind === 'order'
        ? { order: toOrderData(event.order) }
        : { externalOrderId: event.externalOrderId },
    );
    if (!isReceived) return;
    // Starting pg-boss (once) starts the relay, which finds the row; a started one is kicked.
    this.deps
      .jobs()
      .started()
      .then(() => this.deps.relay.kick())
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'stores: jobs not started'));
  }
}
