import type { ExternalStoreType } from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { CredentialBox } from './credentials';
import { StoreAuthError, type ConnectedStore, type StoreCredentials } from './platforms/types';
import { externalStores, type ExternalStoreRow } from './tables';

/** The store connected to a shop, if any: a shop (platform and domain) has one connected store. */
export const connectedShop = (type: ExternalStoreType, domain: string) =>
  and(
    eq(externalStores.type, type),
    eq(externalStores.domain, domain),
    eq(externalStores.status, 'CONNECTED'),
  );

/**
 * The connected stores as platform clients see them, one per app. A renewal of a store's tokens
 * (Etsy's and TikTok's refresh) runs once at a time per store: Etsy spends a refresh token on
 * use, so two pulls, pushes or imports refreshing together would leave one of them with a spent
 * token and the store asking to be reconnected. In one process the renewal in flight is shared;
 * on PostgreSQL, where several processes serve the app, it runs under the store row's lock, and
 * a process that finds the tokens renewed by another takes them instead of refreshing again. The
 * embedded database has one process by nature, and a transaction there would hold every other
 * query for the length of the shop's call, so it takes no lock.
 */
export class StoreConnections {
  private readonly renewing = new Map<string, Promise<StoreCredentials>>();

  constructor(
    private readonly db: Db,
    private readonly box: CredentialBox,
    private readonly isOneProcess: boolean,
  ) {}

  /** The store's opened credentials, and how the client renews them. */
  of(store: ExternalStoreRow): ConnectedStore {
    const credentials = this.box.open(store.id, store.credentials ?? '');
    return {
      domain: store.domain,
      credentials,
      renew: (refresh) => {
        const running = this.renewing.get(store.id);
        if (running) return running;
        const renewal = this.renewOnce(store.id, credentials, refresh).finally(() =>
          this.renewing.delete(store.id),
        );
        this.renewing.set(store.id, renewal);
        return renewal;
      },
    };
  }

  private async renewOnce(
    storeId: string,
    known: StoreCredentials,
    refresh: (latest: StoreCredentials) => Promise<StoreCredentials>,
  ): Promise<StoreCredentials> {
    if (this.isOneProcess) {
      const renewed = await refresh(known);
      await this.db
        .update(externalStores)
        .set({ credentials: this.box.seal(storeId, renewed), updatedAt: new Date() })
        .where(and(eq(externalStores.id, storeId), eq(externalStores.status, 'CONNECTED')));
      return renewed;
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ credentials: externalStores.credentials, status: externalStores.status })
        .from(externalStores)
        .where(eq(externalStores.id, storeId))
        .for('update');
      if (!row?.credentials || row.status !== 'CONNECTED') {
        throw new StoreAuthError('The store is no longer connected');
      }
      const latest = this.box.open(storeId, row.credentials);
      // Another process renewed while this one waited for the lock: its tokens are the ones.
      if (latest.accessToken !== known.accessToken) return latest;
      const renewed = await refresh(latest);
      await tx
        .update(externalStores)
        .set({ credentials: this.box.seal(storeId, renewed), updatedAt: new Date() })
        .where(eq(externalStores.id, storeId));
      return renewed;
    });
  }
}

/** Disconnected: the credentials are dropped, so nothing can reach the shop in its name. */
export async function markDisconnected(
  tx: Pick<Db, 'update'>,
  storeId: string,
): Promise<ExternalStoreRow> {
  const [store] = await tx
    .update(externalStores)
    .set({ status: 'DISCONNECTED', credentials: null, updatedAt: new Date() })
    .where(eq(externalStores.id, storeId))
    .returning();
  return store!;
}
